"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x12x12x3xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<3x3x3x8xf32>, tensor<3x3x8x16xf32>, tensor<16x5xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg15: tensor<4x12x12x3xf32>, %arg16: tensor<4xi32>):
    %41 = "stablehlo.constant"() <{value = dense<"0x71B6793D6D79C2BDEC04703EDA25AC3DD5670FBEB599A93D045207BE308DB2BD7B6C10BE3B8414BE471024BEBF4FB13D711AB23E5CF1C0BDD5BB2D3E0B9F09BE4A931DBCE8F4BB3EE42081BDB0A2623E81D7B0BDFCAA56BE9B5F1B3F9EF1A93D7AA0103E06D6E7BDD7E14FBD0F940CBE75EE033E6E7B503E4F08513EBA0C4A3E4F7670BDE60D023E99F2673D0CE6CFBC0EA05C3DFA8FE9BDBC0400BE991F41BE31B96D3E6A14243E6D8FD73D0BA30C3EAF31953E15ECCB3D52DC05BDCEA0E5BE30DC163E5CAEEBBDBA16B33E8A59CABDD6CD28BAD646133E34D4373D21C9E6BD9E7A2ABD7A2281BEEF4F96BC73F6C2BC24A68E3E3C7A00BE161225BC3CA74BBE440312BEF9E475BD15F404BE6B645D3EDC3EAFBC3BAE4A3E8BEC583C0077EDBE5EAFC1BCDB06553EE22E013EF43D2BBED4A60BBE639D593EE092573DD750BDBD825B84BDEBC957BD1855E2BDBB65EDBDB47F0E3E09DA8BBEB133FCBD814ACABD2A5E90BE9013453E02DBE13CBB06783EF66BC5BE560133BECF4D343EC5305D3ACC5BD8BBB065C4BD45C094BC10B2543E4BEBA43B1E97743D5A648FBEF2DDFA3D74A4B9BDEE06D43DC896D33D4E6C443D6EABD03D38E1153E1B4E92BD04198EBEB82343BED70402BD5E91013E71A63D3D464483BDE469353E7415B43D878BC13D35D81CBBB257473EC3807F3E143038BD9647D43D00DF2FBD4C5E7ABE235B07BE0C1073BB375077BED51E17BD0267003EC9F5C03E302E16BF37124EBE48D7CEBDC58625BE8691903D9FD5613AAA8FD93D161779BD4723B33BC92F7E3D97ACF0BD95409BBE2F8A2F3E6E2389BC0874E43C1355263E44865D3E513190BE18483B3E8AD4183E4BCE5FBE187DA43DD8C693BE4F5D923DBEF7CE3D2D34A2BE0D598FBE722C2CBDB1A9DDBDB3CFB6BD86FA9ABE41248CBEEB8308BF44C313BE2549B4BDBC08213E7EA5E53D2777CEBDDCBCAABCE37877BE12DA90BCD3B5033EA6D011BE08FA1A3EE90C8EBE98F422BE700B003EA0383EBEA4BA0F3E45E7F63D571E3DBCFAF2D8BD1EDCA83E8049283E9CE588BE4610B43B1D7F343E76FA67BE1837703D21B7E2BC93EB3A3EADC0133E8E4F39BE4D35333EC35738BCB22349BE65B3EDBD715099BB974FAD3D3019C2BDB8829CBEA6D1023C91EB59BE2B20273D1F482BBEDADDF8BD92E5A9BEB78C4CBE7290133EFDBD233E5D082F3EA3EAD1BDF63658BE"> : tensor<3x3x3x8xf32>}> : () -> tensor<3x3x3x8xf32>
    %42 = "stablehlo.constant"() <{value = dense<"0xEC0048BED8CF87BD4D4C56BD038928BE4BF32E3D776089BD56AFF93DFF8CAE3C06578C3D49A93CBE875FA8BEF7D4D4BD92BD1C3EB00B5BBDEE261B3E2A9BD3BCEA8305BE689014BE4827983CC29C2EBEE624FCBDD90B22BDEC719BBD4235B7BD5ADC59BE2B4A933B50848C3D38B116397C7694BDA37C2F3DD23CD1BDB78E5CBD5FAE50BEC0A972BC9FBBAABDBC4246BC09305B3DF755F5BDEC1EDBBCDB83573EB6C43FBE48C1F9BC9C349CBD5E7826BE0A70C9BBB9A00ABD2DBEB6BDAE2252BC288FC13CA7F5E5BC9250D73D23B1713E8A66793E92A42CBC794E3DBD52128A3C4BB8E03C2583EBBCE373FA3D4463A53E25B1453BA6B36DBE3DF2DA3C7739ECBDB92C993D1A01D1BD828310BE738AA53C0897EB3D57020DBEAC1DF3BCFF69273D19F3D33B927206BCC808CC3C63E7D3BD68CC63BE9D82B9BD04CEE1BDDEC6123D1812873EBB45C3BCD6A38CBD38B11D3E894A52BDEB89ADBDD16B2EBC9EF1DABBEA3FF9BD6A79863C74E824BD2728E6BDC2A42EBEFB8AE03DA35535BB900C2C3D80CCF93C5E3ED53D129CD83D675FB63B25C42C3E8F358BBD21B29EBED984C53B9A02D5BDF2CAC73D1865843D407E3A3ED4AE383E3916113E65792DBE729840BE83FD41BE52911FBD364EB7BD246B243EC58CD33D10B1DABD85B222BE3026AB3D1208C63D9B9099BD3D712E3DE83CDFBD3347E83C9BA68CBC6F16233D764AA8BD50CA04BEF7F4723E60E73ABC232836BDD1200B3DBB85BB3D5F30043E6B06D1BC1C4413BE21C13BBBEF4A87BEFE778BBD69E6B3BD7C24193C7E4CC2BDB3C897BEA88FCFBD770C433D1C01EE3C7F9E953DB6D6873CB3A0A43DBD73C83C6F05A43C0817823C3D4309BE2124B03DDFA7CEBD98F3A23CADC2813D9F2D593CCA42BD3E993102BEE6D287BD86C761BEE2AC3B3A3FA7B83D2E31283E4D47713C32C72EBE5523103DEC2E723D409729BD87D9523D7257CA3D636FF73D7BF6423CCBA79B3E0D8CF93C4D5B5EBE09E190BCE9B6B33D958908BE5C70BEBDC2C01BBEEC9D19BE585250BB68D01FBE671BC93C580899BD3FE147BE8ECE02BED21A47BEA75A393DA8FF0C3D1C100C3E75320FBD6318A4BD8D5B983E07162FBDC1050DBE6A3FEDBCCA9E533CC924FFBC055A9CBDAF0DB53DC1A30FBD5E575BBE568A90BE30300A3EE34EA83DDAF8253CC36A32BEEF86BE3C5168D73DF6C5243E556A2D3EAAFA763E67A5B43DB7F7D9BDF0C1BBBD685ED73AEDDA9E3DCAFA94BDF7D89B3D5C3A263C00F0FD3DE7CC1C3E65A1E7BC8F0A5A3E25B30B3D723B3B3D75E9D7BDEDCA98BC920F3B3C5F8CCC3BEE6509BE076DC6BDBC70BEBCB8DC1ABE1A6DDA3C15EAD83DBA353EBEC7B4D1BCA7A2403E87ED293C1F534DBD8E7301BED65F873DE6EAD93D84ED5FBC5684093DC8A2CBBD887F8C3D75AD7EBDAF05FDBD855528BD6107F8BDBB7602BE4944243D62A424BE14F5B53DB5AC80BD36A83CBDBDE8F43DEB4A49BEA5F6A93D0487DB3D8CA11BBE7C08243EAEFEE03C74A97B3D5CE3E73D4FE8FC3D3CF0F13C084CBFBCCBFE3BBEE6B2C4BDABE0BFBD09BBF53DFE85BDBC7DCBA5BDF2AC4EBE6CB48FBDB1B4923D30259DBDBD8D123EBA9C6DBEF5BC293D391CAB3C8910CCBDA36A06BE94BCBF3D8CEF36BE3C2F89BDCC7E8FBE07D38FBDA82B983D0AAF87BD022DD43D962744BC5BF6003ED8976A3C798795BDEFF282BEFDB31B3CEDC0EDBD827D173E739EDFBD28CAB2BD6B5F143DF5F2913E6A27643E332681BD1D53003EACBFAD3DB3D2623E9DF817BD800A7ABDF6C32C3EA9160E3E4B17143D1775903C51FE13BE90A6773D0DC9E63D434D813E7AD57A3D1A56813E0C37CDBD83F12FBDAAF60E3EEE401B3E1E6DC43D317E803EB32AF83C29287B3DD57E03BD03CEC33CDE731CBC4D9A9D3E27CF8F3D92C700BE913C6F3D0AE0643E3EEB293E8CFB0A3DFC7927BE10D9A8BDF14E4A3E706611BE8B7C82BE457328BD9814B7BD3882BDBC8034043E75270DBD69243CBDCB50A9BD2997D13D91BE80BEA9E380BD001DF13D05FE8DBDC195803D4888343EB19EDBBDF884BE3D8ABF5F3D0A090ABE2753153C11628ABD8AE562BD3C89733D5D405ABDAD6D1BBD18E8F7BD8C0642BE7A9132BEBC04CB3D07A0AD3D6CCF1DBCA600A8BC7AE0AFBCFC6C1B3E3B0334BE8B3A853D4F05BDBDCEFB1DBE097AED3D968B3C3CFB4E263ECA706EBC8C24693E1D0F17BE58999F3D813715BEF19757BC43BF013EDA371BBEFA0FB13C8F7EF43D5B34823D294E123EE7067ABD79FABF3DF21E01BE120CFDBD4C78E93D39B4BA3CD0B977BC3BD0DD3D8F4CF8BDB76F823EA284B23EE56C7FBC43FEF4BD40E0983D3ECC613E364B46BDBD99993D0294913DF89B53BD0F5E4ABD8874DE3DB64B64BEC142773C0E43D0BD3683CFBDC15CBBBB79FD7C3E5BCE1F3D1B2633BE889ABF3D602AD2BD12403CBED5FEBCBDA2A1363E772609BD36DFFBBCB07409BE0F08A5BD820E703DF925AFBECF8B33BE36DD433ECA17013EF4BB60BDB5A62C3EB84918BE5628BA3CB22D333B8786B1BDC1FB653E79CDD0BD8509CB3D593C07BDFB5779BD6513AABC1EFE483E51C785BDB48D7C3EAA59DF3D7DD9AFBD8CD7F93D39D142BD9CCAB5BCEDE410BDDD84B2BDC1235D3D8E83883DBBFDA73D50531B3B3342E0BD5E680CBEB95D4E3E6370183CDF81BDBDC273B63DD11AC8BCC81FA0BDF521133DE88CE4BDED0D20BDF93CEA3D5AB30F3D23C462BDC5E11FBD7270FFBD69A1BB3CF765B7BD3D9B943D64E5C43DDF4B453DF2EDE93D78B82A3E43FAF13D8893933D5D472EBEF1476CBD722BCD3D72D2B5BD4FEBB8BD61F294BC60ECF0BDDF9314BDD859833D5E0324BD36D7AABB635315BC726989BDBA2AA7BD4775C9BD1E55C0BD20EA213E86E932BEA422BD3B9D4940BE38EDBF3C530CDF3C4645E33DD1E363BD5FEFEEBD07C2443EB8D6163D85385B3D643A14BD4F208B3D0476203C47CB08BDED3FA3BDCDF8D83C607F153D9B1B033E8D09013E22BE90BCF65B2CBC4FED4CBC922AB6BD4AD690BB2DE7DC3CA1D8F9BC859AC23CB0F2FDBB6B2B53BCE2C4263ECE35BF3CE7C3383B5CC0F73D10CF00BE7E0D243E8EA2DDBDE411693E0397D7BD5E7C55BE155B233D58E37B3D319B543EF40FA2BE3B3E153B4D1D44BC5EE6C8BDB369AD3DDE6950BD7C1D503D5C23ACBD1905CEBDC38E22BE7C0C6CBC12A6B5BAF36C293E96A3D9BD3140AD3C2552683D652DB9BDA27791BDB114D93D1F050FBCF6D98D3D4EC26FBDED05F83C1CB600BD5A4811BEC18E723C4F4EB93DA4D81ABD90F808BE43DD2B3D6FCBA83DF8E296BCA7ED02BE00CDF3BB98F38D3C64984BBDFB2A61BE9C04FCBD8D05953E3A990E3E1F844ABE524B1CBDE820B13DE3DFDF3DC058E2BDF3D4033D94E121BE83C56B3D3CC4E63D4EBE933E0A38883D83CD0B3EB78B1C3E4A8A65BDFBA546BDDBB932BD8B2911BE4878C03BF28159BCDF4398BEF1E3C53A97FE2A3D70391CBDBC10D9BDCCBC54BEB9CA33BCC34C1E3E627DFD3D8F1E2BBE154B093D78AC49BEAF524CBDE4A70EBEE547D13C4D127F3D127473BCED1E75BB706326BEFF2483BEEE72263DC15247BDA8CF293E58A8773E7B28A2BBCF1D7A3CEF462D3E08B9D43DA6E3C7BB19DB18BD232E413E8BED963B6AAF853CE246893EBBA61A3E5DC1DC3DD67302BD73AEC3BD370A0ABD2A3282BD9FC6F2BA9F0CDDBD7AAAF83CAEC417BE05AC88BD74A50C3DD0D99C3DBB89A6BC6ABA2DBDC205213E1C8D29BEB52F3BBDCC664BBDC353013D9F7019BB9BA170BE64BAA03DA867E4BDA47B74BDD725303CEF22E9BB858B35BCEB290ABD7478053E15B2CF3DA3E064BD63066EBD422B80BA54BA5E3E2FEB23BE32E5A23C8B7771BC449C343E1BD9D43C59DEAC3A0F8736BD170793BEAA06D83C3DA185BDDFE2BA3BA1E6DA3C899C27BD8CDF0CBE76F9E63DBA5C643EB236AA3C0D49453DEF6E8F3D5F1E023E0B1627BE25D6823D462E38BD04612D3D8502BBBCF5720BBEFBE82EBC1AD9993C028DBD3D9CAFD83D086C2A3C23E707BEE847CABC812DA2BDFAAE46BE838615BD437D55BD9F2066BE8B7B063EBA09C6BD99F8FBBD01A740BD9A6A183E8D27DF3D4C75433DAF71373ED820EABDE9BF953CE36D333DE690863E81DBD1BD718D2E3D00AF2BBD6B9AEA3BA622793C1AB357BED9F02A3DCCA7B33D91D718BD4EE7923E9FB3B13DF827463D579AC4BBF1BF633EA65C103D8303C03DA5C6243D3558CB3D6324103E4BBB1ABD734BCABD78A484BD8357FA3CE85D6CBD4CC6993DCB773ABEAC813E3DBCF8733D59CDFABDC6153A38F78801BB595A9CBE97032EBE677588BD34E400BDA20809BB5F3ACE3C95DB50BDA466F53C23EF8B3E75161C3E1DC288BDC16A3C3DF0B029BD64AB1D3DA976FDBD91C4533E75EF653C1257ABBD2508883C8D2CB0BD2544F33C2480013E5A31E03D0D351CBB40E4AE3EF195233E97920F3E6DD90BBECCBFF23DA1BA703D487603BE79A1FCBD54630CBEE0DD92BC0446CCBD8EDBF83B953E113E8B3E753E1705443DCD80053E592DBD3DD6E9B13DE9D1CCBDC6342DBD4BA93ABEE3E6F2BD60A5023DAE6F7FBC1CD8763DC8F446BE4311BA3D5BF08BBB781FD83D58B5F9BD6E4F0C3E8506EEBDBECC71BD167609BE5A71813D62B5693ED0F6853D4D451FBE756EA33E528705BD552E13BD9FC985BDF48CB0BD6426F53D8F25B33D18665E3E00EB45BDE464F83D5694213EE8EC3B3D42C6D23DEB6C2DBEC85CAE3D2B8396BD9E47A13C8E4EB7BDE89A9CBDC8A4FF3D98D8A73D8087DEBD98FF9A3DE5F3FE3C1386333EDC4EAABDE3EFAABCB42859BB85E851BE04BB643D586A0FBCFCEA6ABE3BE048BE3957E5BDB92121BEC60C14BE846EDF3D56D5D6BD9F7E333A29372ABD61F8F73D90AF01BEC01A88BDF22F11BE991B66BE7CFA5FBC037C85BDD7F60B3DC2A4CC3C1A65323EA709153E9B08A4BDBE44C13D3238803D619454BE8479D6BD3F4866BD645E823E62CB8CBBE94B14BE3A17CA3DAFF6ECBD05AE873D784D213D3D461D3E0E40E6BC0B25643DF286973C6CB320BCDB53103E1AD057BDCFAD21BACA12A3BC851E73BD6AAA27BE27F8DC3D5EE49C3B120DA43EF3E752BD283454BE6D70213DB57410BE237BBC3DE801E53C1B2909BE458C4F3E7FAA2A3D4475B63C97CE4B3E28DAAFBDE84F2E3DE781913CCE330E3D0626053DB7FD243D821DD7BBADD94FBE06AEA33D5295373E6D2B08BE873FE93D8508F53C0C1B18BD839F183DF047333EA003CE3D333BF13D87160E3CF22157BDF59C4E3D199A703EB940CC3D1BFF6DBD9FA4F0BD4DD9CABD5A36113E0D68133E71EC67BD269B7F3DE41F01BEF3769D3E15559FBDCE1C973BB33353BE2A06D63D2B2ED7BDDED5B13DE7C7173D513FF1BD31C137BC22EF2E3E2A7E023EAB87E1BD2A763C3EF39A1CBE2ABF60BEC6BD023D36364D3C04D96DBE8EDCC3BCE54CEBBDC772143E981DC33C701943BED01E8EBD4890F23D83539E3E3C472D3E600421BCFC25273ED57310BEA1E1043D62408F3C6C4AD1BC2DF182BA021FA4BDAFB2D93DDFB939BEBA2E2E3E92C6523D965DEABD58537E3E5268B93DD493823D6F35ADBB55DA3A3D661D7E3E84004FBDAA0052BDEA5556BE3E54D73D1DE33BBD327582BD9EBBA0BD94E0983D5FB2B23D21898B3E225B8E3E0639EABCC08BCABDE8CEA3BE1CED9B3D09AE4A3ED05F3BBE39581C3DC9253CBDCCCFD5BC13D2433D21260E3DCA1096BE5190B23DC27C79BEB58CAB3DC539A0BD58D40FBE4B1C623D9B88EE3DA2E9C33D9A5C9CBA283DA73D779E483D4DFE59BEA1F21F3E57E66FBD3B4D7C3D2998223E5489AE3C9569C0BD2285ECBD19CAE8BD8DD9873D36CCA2BDEEECD5BC410D66BDB7DA94BDD208C83C9EEBA3BDE85C98BDE67C66BE48F1D23D0185113EA9793FBDDE4FEC3C5BBE733B975231BE835A77BB4B5601BEDCB7E73C631BF23D5654843DE9F88B3DE7ED243EBEE3E5BD661E7EBE99C9F2BD4E85653E170065BDD7FF6BBC003EFDBCBFA0A43D812AFD3D1B70143D7CAF4C3DFD39BC3D3D1E0FBE6D6B21BE73C1E8BB2C11D73D8F63383CC739F33CB1B0F5BBCDA4DEBDC7F2C13C08ECA5BB6B85F8BDF4F239BBE982B93D90F3653D827F1B3D3B56063E8A278FBE50A1ACBB9EB702BE35707C3D9364B2BDA07FF9BD809B543D577B563D76BAF63A385B91BD69C69E3DC3ADF7BD95F56EBE0D6FD63C9EDD3DBE8CCB653BC74B443DBE58333B8CBF303BCB4CF33D4B2537BE76307CBDCD95023D113E763EDAD23F3E74F3CEBD9FC3CE3BAAAC153E7720BBBD493B04BE5FCF8BBC9E43333EA9403BBE3BA14FBDCB1A06BE074DA83DB32E333ECDA5783D1F00B33D2A1663BE6AA57B3D980234BECA7A033EE7F438BDC30422BEA9CF913E3E868BBC0D16873DBD32CEBD25A38BBE34DFCFBDDDE2A13CB30E38BE5ECD333EA09CF93DFE780E3E00A7003E710A813DF4B3243E9991663E92D8553E0BF770BE3E2562BD386680BDD277343E"> : tensor<3x3x8x16xf32>}> : () -> tensor<3x3x8x16xf32>
    %43 = "stablehlo.constant"() <{value = dense<[[0.597057462, 4.48494306E-4, -0.172012746, 0.0897072851, 0.292834133], [0.112133734, 0.216244429, -0.130623117, 0.163592264, 0.258246183], [-0.0431995355, 0.149883091, -0.268962711, -0.446998149, 0.0444385186], [0.27613923, -0.252707511, -0.316062123, 0.156816602, 0.330668926], [-0.275339067, 0.512631476, -0.243932053, -0.28358075, -0.233762056], [-0.336527437, -0.117261484, -0.215093315, -0.620078265, -0.056954693], [-0.129390314, 0.240362719, -0.181921095, -0.163536757, -0.355719596], [0.117257968, 0.0238731131, -0.00494567445, 0.133649558, 0.0485383868], [0.161561728, 0.401292503, -0.0494677499, 0.207936168, -9.079880e-02], [0.0823827087, 0.078148663, 0.359372526, -0.0134946406, 0.138696596], [0.0976578146, 0.0802863165, -0.0545174703, 0.0319084339, 0.214180499], [0.0830833763, 0.126036838, 0.117568538, -0.361725688, -0.127883226], [0.134273484, -0.24010025, 0.334313571, -0.0946577638, 0.270085633], [0.123594917, -0.104522839, -0.185782358, -0.384837657, 0.252222538], [-0.0552773364, 0.477464437, 0.383073688, 0.551643729, 0.1380869], [-0.287932932, 0.330149084, -0.113854058, -0.251107633, -0.0465518087]]> : tensor<16x5xf32>}> : () -> tensor<16x5xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %45 = "stablehlo.convolution"(%arg15, %41) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x12x12x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x12x12x8xf32>
    %46 = "func.call"(%45) <{callee = @relu}> : (tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32>
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %49 = "stablehlo.compare"(%45, %48) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x12x12x8xf32>, tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xi1>
    %50 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %52 = "stablehlo.reduce_window"(%46, %51) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %146 = "stablehlo.maximum"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%146) : (tensor<f32>) -> ()
    }) : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<4x6x6x8xf32>
    %53 = "stablehlo.convolution"(%52, %42) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x6x6x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x6x6x16xf32>
    %54 = "func.call"(%53) <{callee = @relu_0}> : (tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %57 = "stablehlo.compare"(%53, %56) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6x6x16xf32>, tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xi1>
    %58 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.reduce_window"(%54, %59) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %145 = "stablehlo.maximum"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%145) : (tensor<f32>) -> ()
    }) : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<4x3x3x16xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.reduce"(%60, %61) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %144 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%144) : (tensor<f32>) -> ()
    }) : (tensor<4x3x3x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %63 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %65 = "stablehlo.divide"(%62, %64) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %66 = "stablehlo.dot_general"(%65, %43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x5xf32>) -> tensor<4x5xf32>
    %67 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %69 = "stablehlo.add"(%66, %68) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %70:3 = "func.call"(%69) <{callee = @log_softmax}> : (tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x1xf32>)
    %71 = "func.call"(%arg16) <{callee = @_one_hot}> : (tensor<4xi32>) -> tensor<4x5xf32>
    %72 = "stablehlo.multiply"(%71, %70#0) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %143 = "stablehlo.add"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%143) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.reduce"(%74, %75) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %142 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%142) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %77 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.divide"(%76, %77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %79 = "stablehlo.negate"(%78) : (tensor<f32>) -> tensor<f32>
    %80 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.negate"(%80) : (tensor<f32>) -> tensor<f32>
    %82 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.divide"(%81, %82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x5xf32>
    %86 = "stablehlo.multiply"(%71, %85) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %87 = "func.call"(%70#1, %70#2, %86) <{callee = @log_softmax_1}> : (tensor<4x5xf32>, tensor<4x1xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.reduce"(%87, %88) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %141 = "stablehlo.add"(%arg27, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%141) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %90 = "stablehlo.reshape"(%89) : (tensor<5xf32>) -> tensor<1x5xf32>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.reduce"(%90, %91) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %140 = "stablehlo.add"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%140) : (tensor<f32>) -> ()
    }) : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %93 = "stablehlo.dot_general"(%87, %65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x5xf32>, tensor<4x16xf32>) -> tensor<5x16xf32>
    %94 = "stablehlo.transpose"(%93) <{permutation = array<i64: 1, 0>}> : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %95 = "stablehlo.dot_general"(%87, %43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x5xf32>, tensor<16x5xf32>) -> tensor<4x16xf32>
    %96 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %98 = "stablehlo.divide"(%95, %97) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<4x16xf32>) -> tensor<4x3x3x16xf32>
    %100 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.pad"(%54, %100) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<4x7x7x16xf32>
    %102 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.select_and_scatter"(%101, %99, %102) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %139 = "stablehlo.compare"(%arg23, %arg24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%139) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %138 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%138) : (tensor<f32>) -> ()
    }) : (tensor<4x7x7x16xf32>, tensor<4x3x3x16xf32>, tensor<f32>) -> tensor<4x7x7x16xf32>
    %104 = "stablehlo.slice"(%103) <{limit_indices = array<i64: 4, 6, 6, 16>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x7x7x16xf32>) -> tensor<4x6x6x16xf32>
    %105 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %107 = "stablehlo.select"(%57, %104, %106) : (tensor<4x6x6x16xi1>, tensor<4x6x6x16xf32>, tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xf32>
    %108 = "stablehlo.convolution"(%52, %107) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x6x6x8xf32>, tensor<4x6x6x16xf32>) -> tensor<3x3x8x16xf32>
    %109 = "stablehlo.reverse"(%42) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %110 = "stablehlo.convolution"(%107, %109) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x6x6x16xf32>, tensor<3x3x8x16xf32>) -> tensor<4x6x6x8xf32>
    %111 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.pad"(%46, %111) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<4x12x12x8xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.select_and_scatter"(%112, %110, %113) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %137 = "stablehlo.compare"(%arg19, %arg20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%137) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %136 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%136) : (tensor<f32>) -> ()
    }) : (tensor<4x12x12x8xf32>, tensor<4x6x6x8xf32>, tensor<f32>) -> tensor<4x12x12x8xf32>
    %115 = "stablehlo.slice"(%114) <{limit_indices = array<i64: 4, 12, 12, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32>
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %118 = "stablehlo.select"(%49, %115, %117) : (tensor<4x12x12x8xi1>, tensor<4x12x12x8xf32>, tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32>
    %119 = "stablehlo.convolution"(%arg15, %118) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x12x12x3xf32>, tensor<4x12x12x8xf32>) -> tensor<3x3x3x8xf32>
    %120 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %122 = "stablehlo.multiply"(%121, %92) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %123 = "stablehlo.subtract"(%44, %122) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %126 = "stablehlo.multiply"(%125, %119) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %127 = "stablehlo.subtract"(%41, %126) : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %128 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %130 = "stablehlo.multiply"(%129, %108) : (tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %131 = "stablehlo.subtract"(%42, %130) : (tensor<3x3x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<3x3x8x16xf32>
    %132 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x5xf32>
    %134 = "stablehlo.multiply"(%133, %94) : (tensor<16x5xf32>, tensor<16x5xf32>) -> tensor<16x5xf32>
    %135 = "stablehlo.subtract"(%43, %134) : (tensor<16x5xf32>, tensor<16x5xf32>) -> tensor<16x5xf32>
    "func.return"(%79, %127, %131, %135, %123) : (tensor<f32>, tensor<3x3x3x8xf32>, tensor<3x3x8x16xf32>, tensor<16x5xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4x12x12x8xf32>):
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %40 = "stablehlo.maximum"(%arg14, %39) : (tensor<4x12x12x8xf32>, tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32>
    "func.return"(%40) : (tensor<4x12x12x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xf32>, res_attrs = [{}], sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x6x6x16xf32>):
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %37 = "stablehlo.maximum"(%arg13, %36) : (tensor<4x6x6x16xf32>, tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xf32>
    "func.return"(%37) : (tensor<4x6x6x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x5xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%arg8, %18) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %34 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %20 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %22 = "stablehlo.maximum"(%21, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %25 = "stablehlo.subtract"(%arg8, %24) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %26 = "stablehlo.exponential"(%25) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %33 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %30 = "stablehlo.log"(%29) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %32 = "stablehlo.subtract"(%25, %31) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%32, %26, %29) : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4xi32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x5xi32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi32>) -> tensor<4x5xi32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xi32>) -> tensor<4x5xi32>
    %16 = "stablehlo.compare"(%14, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %17 = "stablehlo.convert"(%16) : (tensor<4x5xi1>) -> tensor<4x5xf32>
    "func.return"(%17) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x5xf32>, tensor<4x1xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{}], sym_name = "log_softmax_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x5xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x5xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x5xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    "func.return"(%9) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
