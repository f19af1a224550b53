"builtin.module"() <{sym_name = "jit_unet"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x8x8x4xf32>) -> tensor<1x16x16x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<1x8x8x4xf32>):
    %136 = "stablehlo.constant"() <{value = dense<"0xC57927BD885BD1BDF211F8BDE51B223C789E2B3E0CF4AEBC94E682BE45ABA03DD78BBDBDC0C00BBD1D79913E84A2DB3E42A8BD3D813E223E31E46FBED066723E45A15BBE661DC23C1C75EB3DF25A4EBD296886BE9D60493D12B1183E14A993BE59E87BBCD7D2763E999B9C3E0F67843E07A6D23D11A0E13DF82BC03C024EB23E24A35BBE2A7BC33C9E4ED73D0A6A393D115F64BE4450CD3CC53BCA3CEB5F11BE17746DBD1AE5603DA8D7E7BDCF4E343D74D4A53E015938BE69EFD1BC01A0843E7DD922BEC89A0EBE57D9213DFEBF7FBD4C7C713E75C2A13C667F1F3E5C2081BECD64CABE688C4B3E2A5CD4BD6A2B5FBE8731303D9CD50DBEC5D2B1BE2E8294BE9A517DBD07F4A5BE43DD74BE662DDD3E5F6AA2BBECE8D23D00A6113E7DEE80BE01E5A8BE2C5BE53CCD6995BEF23AC73EBEEEB23E2B544FBDE40E61BE097F8DBC92ED8C3E02DC813E666C743E37ACBE3DDF834ABDA5271ABDB76729BE1E6FDD3B18A488BE053647BE95A200BE94CB0F3E224CBC3C481959BC8CA442BEAAE891BDCA5E01BEE7D31FBECD5BE9BD42E1863E92C3543DBBF5243E07D394BE1D25723D3A53D1BD71C62FBE722DA6BD62B4A7BD0794143DE665153ED2AEAFBD1254643E1EE4CF3D3BC4093A8B70873EC938EB3D386F393ECB35D3BD321AF33D29AD963EF6370BBD3ECD2FBD7E8999BEA9AD7E3D965C8B3EC6D1D9BB9E0004BE97B502BE3389AFBDB181AA3E4FAC853D1A84143EEC0DC0BE6783B43C3189913D205CC53C69C2B63B85417F3EFC0D0BBC284449BECE7B573E290F60BDDCB0A53DC896573E622DA9BD33E8513D3A0B84BE4CFCA3BC005B36BE343B263E4F8D3C3EB8601CBE6F9FA0BE7C2E93BEAD354BBD1ED4203EEB2E3F3E2E27CF3D9FCBB33D792A00BD9F145E3ED01A973DA086933ED5E99F3CD9332CBEA1D5B73C246F6E3EF0B0323E46EA263E329E603E0CBB143E19F6D5BD6EC5A0BDF49EB5BDBB0182BD5F848DBEAFABC9BC6D92C73D41181DBD80412B3E5ED8923E6AA3A6BE749D0DBDD44CAC3E15BBE93DE6ACDE3DF268223E0E314B3E8CF165BD62F7173E47D7F13DEF71E73DDE7FA4BBE74B9F3C9BFD3BBEB3AC1EBE84128B3E2B83353EDD9D2DBE5A1F83BEDE43603E5E4F073E19AC043D675C473EC51528BE732709BDB4C68BBD13BD4CBD06E043BE36A8923D60C824BEA6C6F5BD31FC643EAC4338BEB3FDCE3D65138D3D218CD83E37CF30BDF9F9B6BDEFE74EBE2FBA903D4784103EE43F0ABDCEB1853DF281B23DC8D76B3E36A4063E07C00DBEF0770FBE15106B3DAE89B53D3BD1803D1FBF153D8B40093EE4827FBD6C5E5BBE6D3D873E7FCAA53C875119BE64132DBEE182AE3D7FCE2B3E46512BBE4DCD9EBD3776B6BC808474BDE295E7BC0306693EA30C843DD016913D1372003E0E441EBEAF414DBC1411D33D62CD993D06FFD6BCE1873BBD398D773E1AFC11BE1776A0BDD1C093BD9887E13D80721D3E539596BECFFDC33DB4B5ECBB43FF4EBE0A5936BE1E8BE63E8AB29ABE9D44D13CE719CC3C507A533DB32C723D73F0BF3CBEBC85BE74401C3ED32D87BE080E0DBD346A763E7FFF8E3DB40B58BEC29D9BBB7B1F28BDD7B69EBEF50D5A3D6C8B2D3EF4F6D23C"> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
    %137 = "stablehlo.constant"() <{value = dense<[0.150539398, -0.0727909431, 0.0432972126, 0.107803352, -0.147297487, 0.042729564, -0.217375442, 0.14293398]> : tensor<8xf32>}> : () -> tensor<8xf32>
    %138 = "stablehlo.constant"() <{value = dense<"0x994DE13B4B130C3DF1C281BE46BC613E3733173D938D93BC99F8973D6821FC3D35610B3EC6251C3E4391D93DBC8A593E79DE753EAA0470BD4D253A3DA082033E1983CBBB26A00F3D0061053D4DEBC73D568D14BD85E3443EEAA264BE61128C3D2256BC3D7DC607BEA57F443DE4AD5ABDD08DE9BDC052CCBD6E0F74BD9D751D3D4EF6B83DCFC6093E05D173BD2630A8BD97015C3E82451F3E6FF753BE930B2C3EC5822FBE7C79433DFA3D75BDA031C23C0019BCBC5F2A68BDAA0D403E8974903C8E14A63D5378443E2CDF123DFB2902BEFB4A8BBD98909CBD80F3123D56DD4CBDB132BBBD9E70C4BCA3B93BBECF7C1FBE056C4EBD5EBF393E660CCDBC3C220EBD41CBDF3D22B4A73D71D503BD5957BABDE08002BEC503763D1801873D4E1218BD0A25B13C2307A3BE6F6EA93CE95D6B3D90CB4D3D3BD9FB3DC398AFBDB6A793BDB002D1BC5AAB583E3FABAFBD4AC90CBEABE3D8BC578E58BDFDCC0EBDB3B9003EFE79AABCD534FE3C2E05CDBD901763BB0E15023D8B89773D4D37383EC962FF3D90684D3E0FD8C7BDA031133D349A1DBCB7980F3DEE59AF3DDEE6033D3F75F53D4E2E953B15D7533D802D4CBD381DA7BCAB920C3EA6F612BE0B5C363D66B1FCBD181FDF3CBF0A363EF99473BD510D353E265CD9BC0643C83DA02AC33D1D91243DB2E2183D3E42363EF04178BE1D7F9F3D99E86ABD5086843DD98E88BDC78CA2BDE5A0A9BEAB2B34BD1BB2D4BDBC0F06BC6A14B4BD5FAA183ED94B32BEAD9F073E6C61A2BD09B741BE8DB6EC3DEC51D0BC3B48A3BD7F0D573D65BF7FBEF7C2923D543BEC3D1635073E7B780DBEAE0E023E96820C3E6C95DFBC0F8BEB3C2E10833D8C163D3D1DD94CBC9D5138BD24BB33BD7509F03B4FFB153C61CF20BCC295AB3CB1CD50BD811D943DAFA8743D9BD124BD49B8453EC835F13DC721D83D90544FBD1C063E3AF4672ABED19C4CBB0F861DBE233FF1BD1FA3A73D6A31D4BD28E3393E21D1CC3D49B67E3DD7E67E3CD223CA3BFD017D3E375BEABD50326CBD70581CBC1930253EE7D00BBE74D964BED2796CBED570F63DBE7F853D2A9D383D259B19BE88097D3CA81E05BD941177BC49F4803DF6BBE83DE61E1ABEAC1F6DBEC2EC4DBEF272883D60F1E03D29E9AFBDA6C5103D63B8FBBD52AB0A3EF2C0D73D07B043BD8C6576BDC33231BDF9543DBE88CB653EEE96D43B45BB86BB7A5AA83E2F32BB3D383610BEC59FBFBDEFE5683E3347BC3DA9000F3E2FD9C5BBE87D7ABE9F34E13C7A4EBDBE55FB5BBEB0BB51BD12D8B53CB869133EF44D16BC20C22ABE121FF63D993D47BEFB658DBDF3457CBD2539FCBB3EE03DBE3B925F3E9104493D992F85BDD444483E52C22C3D62F82F3EC6A250BD38E3E33B22B0863D0D4D16BEE440C03B085CFB3CE44ECE3D5E6F01BE9B36CF3C2836333E3F67E63DCE12113D49BBDBBD9B73C73D64B23BBCC62B873CF2521F3D5851943D09DF2F3DC6B3693A08F62D3E78B4DA3C5E7E83BDF4E48A3DB36C843DE30BDD3C02782C3DF501403D41C32D3C28108BBD5A7FA13DC42D213E69880ABEF25D08BE707C343C9C6CDBBD5B60A4BE2E6179BBB57FA13C34AF2F3E216AE0BDB2A2053EFE2D923D77FE243DBF9F6A3D70E699BC9FFEE4BD0EA1D23C606E013DC49454BE8A8598BE30C565BCC2DF10BDADB2B9BCA24775BEB94F7A3DB7D3B3BEB047EB3CAC3396BDCAF668BE6A95D73D7F7C0B3DD4D317BC782F153DA1CF3F3DF90FF73CA7B7A2BE3DC2C43D2A44C83D9EBD4CBEDBE3B13BFF41153D9B846E3E6381323EDDBDE5BDEF39CD3D051FAFBD8A682EBE127869BD768F8E3D5CE5493DBDE10ABE233A06BE11B08FBC4F45B0BDA419BA3D280AE13DE01A903D5E3DD23CC7A1423E8E89813D434188BE06A3B33DB18434BDACE30C3E3FC8123EDF1F103E1DBF01BE1393F53D15B784BE0634413C279657BD7860C83C94E8D23DBC1817BE2432603D3CF2A53DF0543CBE5341623DD0E3F9BDF36A283E761A1CBEBA56AC3C116074BE68928ABE600C59BD9802DFBBF678633D1489203E984F56BEC7E1743DACBDE5BDD1433EBEC8C35EBDC7A903BE2CFFC73D8A32353D8645DBBDDC58103DC49616BD485BE3BC3EED6EBD20ABB1BEDDD378BE389F95BE4C0937BE555201BECE40BFBD37B1AABC5F98323EED509F3D8A476D3D47A74E3CEACD233EC467DDB9CAD7713DB45F5D3D4B11D5BC95D5F83B06069BBD358E9A3D172B5EBE0B3605BEAADA5EBDAF8154BC46B357BD0526F63DF1D68FBE029BDCBCDD0B633DDDE4E23DCC75873DE7203BBE1E468D3DE10D263ECDDF05BCE7723D3E6BBC5B3DE5D9FEBC9DC39C3C9731073D4DBF103EEDBF173DB5D6B03D74F412BD4509A1BDDE9D273ED7CE5A3DC7C94FBC835087BD4746CBBD04F74A3D1FF32ABD1C72303EAB36D43D8753133DA49D37BE651E693D4DC1DD3D6F1B5D3E718899BC267A5CBD39A7C8BD16892E3E364E4BBD02E130BD58118ABD66345BBDCA29EE3D73F14EBE61175EBEBCA384BCC5A24CBB62B6443E0B92A5BD9E605A3DEBB36F3E03CD913DFF6D25BED6CEFEBD5B8FDFBCC202ED3CB212403EA7DE843C7A71C53DDBCABA3D9C32B6BE623EE13DED4B04BE660C423E51F72EBEDCA7043E6CA5D83D2A46673ED45C853D834096BD00D0623CF18B39BEA1C636BEFA448DBE8D879FBD6109A53D8FF4CF3CA8CC2BBD65B7EA3DF795FDBDB17F5CBEDB09063E20D503BEE43D523D66AF89BD8EBE623E10F8873D2CC685BC4475FCBB3DF31C3EC38020BB533309BE41DF09BC3FDB41BE1CEBAA3D19DC883DE06899BD4111A5BD65EA00BE302C8DBD341734BD76CC5C3E78458BBD2959ACBD3E5DA23D19403FBEE9AF9ABC2003E63D277953BDEE539EBD4D3F313B8FF38CBDF7EC91BEB77360BCF179393EAC863BBCE75E18BE859A0CBD5B83F53DDE79943ED2016A3E1694DBBD148BEABDCF54963E31CB27BDC16734BE078B46BB6D33F1BD60E740BEB78165BECAD0373E667CAF3D392E7E3D49363D3DEE5F933D8777DABD2998AC3DCEA5013EE8F523BCBFC7823DF19B32BE2BF596BEAAFCC63BC30D6FBC55B40FBEDCABB93DB3C88FBC49D2683D94A880BE8D09223E53C2D3BC8F196ABE880F593B270D89BD54F16ABD935C24BD6B1723BD2EA39CBC5C5C293D2BF7BD3DD11FE7BDF6F7443EA43E1BBE0317C3BD9A9D82BDB41DB1BDC10AC3BC06A918BC40E209BE12C51E3EF2FE2F3D4B7435BD2F16F0BD1494C03D6DDFE73DB588FF3B94BBB93D"> : tensor<3x3x8x8xf32>}> : () -> tensor<3x3x8x8xf32>
    %139 = "stablehlo.constant"() <{value = dense<[0.0161181819, -0.0936979278, -0.161277965, 0.135410085, 9.217660e-02, 0.0425911024, 0.0831503868, 0.220433727]> : tensor<8xf32>}> : () -> tensor<8xf32>
    %140 = "stablehlo.constant"() <{value = dense<"0x740D983D98EB813D0B182BBD27D02B3D66CD653E3B36C63DF1CE1CBD7CD16F3D1977B2BC54E5623EDDEEB9BD194A563E1CEF853D58239F3C8B0DD6BDF474F1BCA52BEABDA5EBFB3A67D21FBE2653433E4168203EF78A0F3D19D9D73DD0EFC1BC1C5028BD377FB3BD6C2F963D0EDA193E5228C53DBA2D07BEC7C303BDC39E183E03410DBCC60E63BDB4E6A4BCF74903BE8277693D70522CBE49C1953A1A50BD3D9FEF9BBEB96F06BD7176DC3D99A0993D7498B7BC050177BEB5680C3D7EA504BD6EAE593E6BB6483DA28B7DBDD206893D709D9A3CB8E8D5BD0C5E183E09DC99BD110DD83C94798E3D64C9F43B9ECEAF3DAA2E20BDF86093BD4B931E3EBA525B3D329123BB7897F0BCC062563C465C923D8894703DDA824ABCF8EC26BD1AF869BCCC13C9BDCA97E4BC863CA1BD14BD9F3DC254243D1969B9BD1DE16BBDF17FD6BD549FBA3DB3CE29BD5F0B153DECFE043E43B9B1BD8F9407BE03A0CC3D0CF224BD11DEAABD054EAA3C63E370BD3ACC4F3DC53BBFBD25984F3D463E89BB5E0A79BDFC6E41BD7A33C03DF209B23D83FBDFBCC2E5643E530A433A8B4110BE6753343EDDF7C63BA2A0CF3DF1A47BBD8C78F13D4E4BC63DB8C782BE1EF3B4BDC766553DEF81203E0B9D623CB220153CC2C1DC3DA1354ABD6B18DCBDF67006BE9181153D24DFB63CCB6EFC3DE2AAD4BAF15F013E81A0FF3C5353143EA1EA5DBE241C0CBE33D2B1BDBB427BBE66C27A3E205FE23DAE62433DF9C809BD7F0640BD8D4163BEA7AAA6BDC349313D81D6F73D75D1C2BCB8C21B3D7E58AEBD048557BDA44B2A3E9200363D5170C43D738DBC3C9C418EBC8C861EBE7A27813D5939A03D051D3F3E715455BCE4C8713EF4E887BC9CF0C8BC780082BDD96CC3BD77608B3D5F2C0E3D38BA2DBD39CCB3BCA9D291BDD290923D8374B9BD3E2905BE5488C53DDDE74FBDF7B463BD273505BD3816A73D43DB843D0BD30C3E3646A43CE305983D796EF83DA74FFD3D23B0033D334CC6BC65390C3E98588ABC5FB68DBD43F3263EFE454A3C30413FBEC48D4E3CCB150A3D7CB3CD3D5713D4BC15700DBE5F1C7B3DEEA089BD904C50BDDAE5ED3CF063B93D8B0D01BE81D1DF3C91957E3E82D768BC20F84BBB1CD89E3D9B85BABB7917D4BD241037BE9C5B06BC19C54DBDB4B4CA3D2F25B23DCD42D03DBB7050BE7118CDBD51D89FBC348EC23D045BF23D0DB4B63D213112BCA91AB3BD16FDFDBC507B4D3DBFE564BDC4EBE1BC50FC1ABE8E87A73C112EFC3A7A791F3EA63011BE1F8EB3BD632FB53DD10C15BEDC67CFBD9F91B03DFAC38E3D85F7023E290E50BBA67A763CC047EDBCDBF909BEA48DC53D9DC180BEF846F7BD3C3BD2BCD57CA33C0028073C05AC80BEB36BC4BD550A403C50625D3E728D493D824BB1BDBA92993D0772FF3C3DE02BBE1C5B4CBD7AFA703CD467823E4D21093EB01079BD6A74E8BC874F1E3EB041CEBDE4AF163D74B24D3DDF027EBE2579AB3C7B07DC3C70F8373E440E55BDFE3B90BD8196EABD77D1EC3A896C663DEED2E53D31BF2ABEE383133E801762BCE37863BC58D1F93D8CEA2DBD09E902BDF47F253E9293013E8D0FE53C69331E3EDE3A6DBCC145373D478B513ECA486DBDC9C3823C"> : tensor<3x3x8x4xf32>}> : () -> tensor<3x3x8x4xf32>
    %141 = "stablehlo.constant"() <{value = dense<[-0.174090758, 0.056287095, -0.123228446, 8.234070e-02]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %142 = "stablehlo.constant"() <{value = dense<[[[[-0.149037883, 0.511846721, -0.186171219], [-0.342700928, -0.0263693687, -0.404105335], [-0.0904758274, -0.084736526, -0.652255833], [-0.0265389197, -0.0645129978, 0.203849241], [-0.111788079, -2.671650e-01, -0.457450598], [0.0974363237, -0.671101987, 0.135198936], [-0.226126686, 0.516206861, -0.715128362], [0.0915257856, -0.342232972, -0.0711639374], [-0.0141654145, -0.300908744, -0.514272213], [-0.551689208, -0.15348193, 0.183753654], [-0.0298504382, -0.244898945, 0.265724599], [0.614994585, -0.131399632, 0.437509447]]]]> : tensor<1x1x12x3xf32>}> : () -> tensor<1x1x12x3xf32>
    %143 = "stablehlo.constant"() <{value = dense<[0.0416645743, 0.173848242, -0.0276207831]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %144 = "stablehlo.convolution"(%arg13, %136) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<1x8x8x8xf32>
    %145 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<1x8x8x8xf32>
    %147 = "stablehlo.add"(%144, %146) : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %148 = "func.call"(%147) <{callee = @relu}> : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %151 = "stablehlo.reduce_window"(%148, %150) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %170 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%170) : (tensor<f32>) -> ()
    }) : (tensor<1x8x8x8xf32>, tensor<f32>) -> tensor<1x4x4x8xf32>
    %152 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x4x8xf32>
    %154 = "stablehlo.divide"(%151, %153) : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %155 = "stablehlo.convolution"(%154, %138) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<1x4x4x8xf32>
    %156 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<1x4x4x8xf32>
    %158 = "stablehlo.add"(%155, %157) : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %159 = "func.call"(%158) <{callee = @relu_0}> : (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    %160 = "stablehlo.convolution"(%159, %140) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x4x4x8xf32>, tensor<3x3x8x4xf32>) -> tensor<1x8x8x4xf32>
    %161 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<1x8x8x4xf32>
    %163 = "stablehlo.add"(%160, %162) : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    %164 = "stablehlo.concatenate"(%163, %148) <{dimension = 3 : i64}> : (tensor<1x8x8x4xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x12xf32>
    %165 = "func.call"(%164) <{callee = @_resize}> : (tensor<1x8x8x12xf32>) -> tensor<1x16x16x12xf32>
    %166 = "stablehlo.convolution"(%165, %142) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x16x16x12xf32>, tensor<1x1x12x3xf32>) -> tensor<1x16x16x3xf32>
    %167 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 3>}> : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x3xf32>) -> tensor<1x16x16x3xf32>
    %169 = "stablehlo.add"(%166, %168) : (tensor<1x16x16x3xf32>, tensor<1x16x16x3xf32>) -> tensor<1x16x16x3xf32>
    "func.return"(%169) : (tensor<1x16x16x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<1x8x8x8xf32>):
    %133 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x8x8x8xf32>
    %135 = "stablehlo.maximum"(%arg12, %134) : (tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    "func.return"(%135) : (tensor<1x8x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>, res_attrs = [{}], sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<1x4x4x8xf32>):
    %130 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x4x4x8xf32>
    %132 = "stablehlo.maximum"(%arg11, %131) : (tensor<1x4x4x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    "func.return"(%132) : (tensor<1x4x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x8x8x12xf32>) -> tensor<1x16x16x12xf32>, res_attrs = [{}], sym_name = "_resize", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<1x8x8x12xf32>):
    %7 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.maximum"(%7, %8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %10 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xf32>
    %11 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %13 = "stablehlo.add"(%10, %12) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %14 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %16 = "stablehlo.multiply"(%13, %15) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %19 = "stablehlo.subtract"(%16, %18) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %20 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %22 = "stablehlo.subtract"(%19, %21) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %23 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %24 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %25 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %28 = "stablehlo.subtract"(%26, %27) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %29 = "stablehlo.abs"(%28) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %30 = "stablehlo.convert"(%9) : (tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %32 = "stablehlo.divide"(%29, %31) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %33 = "stablehlo.abs"(%32) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %36 = "stablehlo.subtract"(%35, %33) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %39 = "stablehlo.maximum"(%38, %36) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %129 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %43 = "stablehlo.abs"(%42) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %44 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %46 = "stablehlo.compare"(%43, %45) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %49 = "stablehlo.compare"(%42, %48) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "func.call"(%49, %42, %50) <{callee = @_where}> : (tensor<1x16xi1>, tensor<1x16xf32>, tensor<i32>) -> tensor<1x16xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %53 = "stablehlo.divide"(%39, %52) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %54 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %55 = "func.call"(%46, %53, %54) <{callee = @_where_1}> : (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %56 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %58 = "stablehlo.compare"(%22, %57) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %59 = "stablehlo.constant"() <{value = dense<7.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %61 = "stablehlo.compare"(%22, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %62 = "stablehlo.and"(%58, %61) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xi1>) -> tensor<1x16xi1>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "func.call"(%63, %55, %64) <{callee = @_where_1}> : (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %66 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.maximum"(%66, %67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xf32>
    %70 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %72 = "stablehlo.add"(%69, %71) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %73 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %75 = "stablehlo.multiply"(%72, %74) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %78 = "stablehlo.subtract"(%75, %77) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %79 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %81 = "stablehlo.subtract"(%78, %80) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %82 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xf32>
    %83 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %84 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %85 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %87 = "stablehlo.subtract"(%85, %86) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %88 = "stablehlo.abs"(%87) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %89 = "stablehlo.convert"(%68) : (tensor<f32>) -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %91 = "stablehlo.divide"(%88, %90) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %92 = "stablehlo.abs"(%91) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %93 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %95 = "stablehlo.subtract"(%94, %92) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %98 = "stablehlo.maximum"(%97, %95) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%98, %99) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %128 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%128) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xf32>) -> tensor<1x16xf32>
    %102 = "stablehlo.abs"(%101) : (tensor<1x16xf32>) -> tensor<1x16xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.1920929E-4> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %105 = "stablehlo.compare"(%102, %104) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %108 = "stablehlo.compare"(%101, %107) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %109 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %110 = "func.call"(%108, %101, %109) <{callee = @_where}> : (tensor<1x16xi1>, tensor<1x16xf32>, tensor<i32>) -> tensor<1x16xf32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %112 = "stablehlo.divide"(%98, %111) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %113 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %114 = "func.call"(%105, %112, %113) <{callee = @_where_1}> : (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %115 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %117 = "stablehlo.compare"(%81, %116) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %118 = "stablehlo.constant"() <{value = dense<7.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %120 = "stablehlo.compare"(%81, %119) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %121 = "stablehlo.and"(%117, %120) : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xi1>) -> tensor<1x16xi1>
    %123 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %124 = "func.call"(%122, %114, %123) <{callee = @_where_1}> : (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
    %125 = "stablehlo.dot_general"(%65, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x16xf32>, tensor<1x8x8x12xf32>) -> tensor<16x1x8x12xf32>
    %126 = "stablehlo.dot_general"(%125, %124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x1x8x12xf32>, tensor<8x16xf32>) -> tensor<16x1x12x16xf32>
    %127 = "stablehlo.transpose"(%126) <{permutation = array<i64: 1, 0, 3, 2>}> : (tensor<16x1x12x16xf32>) -> tensor<1x16x16x12xf32>
    "func.return"(%127) : (tensor<1x16x16x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x16xi1>, tensor<1x16xf32>, tensor<i32>) -> tensor<1x16xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<1x16xi1>, %arg4: tensor<1x16xf32>, %arg5: tensor<i32>):
    %4 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x16xf32>
    %6 = "stablehlo.select"(%arg3, %arg4, %5) : (tensor<1x16xi1>, tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    "func.return"(%6) : (tensor<1x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x16xi1>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x16xi1>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x16xi1>) -> tensor<8x16xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %3 = "stablehlo.select"(%1, %arg1, %2) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%3) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
