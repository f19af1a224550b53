//===- pjrt_abi_check.cpp - Compile-time checks of pjrt_abi.h
//--------------===//
//
// Every struct size, PJRT_STRUCT_SIZE and field offset of pjrt_abi.h against
// the values bench/pjrt/pjrt-abi-notes.md records for PJRT 0.114 on LP64: a
// wrong declaration fails the build instead of corrupting a caller's memory.
//
//===----------------------------------------------------------------------===//

#include "strata/pjrt/pjrt_abi.h"

#include <cstddef>

#if defined(__LP64__)
static_assert(PJRT_STRUCT_SIZE(PJRT_Extension_Base, next) == 24,
              "PJRT_Extension_Base");
static_assert(sizeof(PJRT_Extension_Base) == 24, "PJRT_Extension_Base");
static_assert(offsetof(PJRT_Extension_Base, struct_size) == 0,
              "PJRT_Extension_Base.struct_size");
static_assert(offsetof(PJRT_Extension_Base, type) == 8,
              "PJRT_Extension_Base.type");
static_assert(offsetof(PJRT_Extension_Base, next) == 16,
              "PJRT_Extension_Base.next");
static_assert(PJRT_STRUCT_SIZE(PJRT_Api_Version, minor_version) == 24,
              "PJRT_Api_Version");
static_assert(sizeof(PJRT_Api_Version) == 24, "PJRT_Api_Version");
static_assert(offsetof(PJRT_Api_Version, struct_size) == 0,
              "PJRT_Api_Version.struct_size");
static_assert(offsetof(PJRT_Api_Version, extension_start) == 8,
              "PJRT_Api_Version.extension_start");
static_assert(offsetof(PJRT_Api_Version, major_version) == 16,
              "PJRT_Api_Version.major_version");
static_assert(offsetof(PJRT_Api_Version, minor_version) == 20,
              "PJRT_Api_Version.minor_version");
static_assert(PJRT_STRUCT_SIZE(PJRT_NamedValue, value_size) == 56,
              "PJRT_NamedValue");
static_assert(sizeof(PJRT_NamedValue) == 56, "PJRT_NamedValue");
static_assert(offsetof(PJRT_NamedValue, struct_size) == 0,
              "PJRT_NamedValue.struct_size");
static_assert(offsetof(PJRT_NamedValue, extension_start) == 8,
              "PJRT_NamedValue.extension_start");
static_assert(offsetof(PJRT_NamedValue, name) == 16, "PJRT_NamedValue.name");
static_assert(offsetof(PJRT_NamedValue, name_size) == 24,
              "PJRT_NamedValue.name_size");
static_assert(offsetof(PJRT_NamedValue, type) == 32, "PJRT_NamedValue.type");
static_assert(offsetof(PJRT_NamedValue, value_size) == 48,
              "PJRT_NamedValue.value_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_MemoryLayout_Tiled, num_tiles) == 56,
              "PJRT_Buffer_MemoryLayout_Tiled");
static_assert(sizeof(PJRT_Buffer_MemoryLayout_Tiled) == 56,
              "PJRT_Buffer_MemoryLayout_Tiled");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Tiled, struct_size) == 0,
              "PJRT_Buffer_MemoryLayout_Tiled.struct_size");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Tiled, extension_start) == 8,
              "PJRT_Buffer_MemoryLayout_Tiled.extension_start");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Tiled, minor_to_major) == 16,
              "PJRT_Buffer_MemoryLayout_Tiled.minor_to_major");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Tiled, minor_to_major_size) ==
                  24,
              "PJRT_Buffer_MemoryLayout_Tiled.minor_to_major_size");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Tiled, tile_dims) == 32,
              "PJRT_Buffer_MemoryLayout_Tiled.tile_dims");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Tiled, tile_dim_sizes) == 40,
              "PJRT_Buffer_MemoryLayout_Tiled.tile_dim_sizes");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Tiled, num_tiles) == 48,
              "PJRT_Buffer_MemoryLayout_Tiled.num_tiles");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_MemoryLayout_Strides,
                               num_byte_strides) == 32,
              "PJRT_Buffer_MemoryLayout_Strides");
static_assert(sizeof(PJRT_Buffer_MemoryLayout_Strides) == 32,
              "PJRT_Buffer_MemoryLayout_Strides");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Strides, struct_size) == 0,
              "PJRT_Buffer_MemoryLayout_Strides.struct_size");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Strides, extension_start) == 8,
              "PJRT_Buffer_MemoryLayout_Strides.extension_start");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Strides, byte_strides) == 16,
              "PJRT_Buffer_MemoryLayout_Strides.byte_strides");
static_assert(offsetof(PJRT_Buffer_MemoryLayout_Strides, num_byte_strides) ==
                  24,
              "PJRT_Buffer_MemoryLayout_Strides.num_byte_strides");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_MemoryLayout, type) == 76,
              "PJRT_Buffer_MemoryLayout");
static_assert(sizeof(PJRT_Buffer_MemoryLayout) == 80,
              "PJRT_Buffer_MemoryLayout");
static_assert(offsetof(PJRT_Buffer_MemoryLayout, struct_size) == 0,
              "PJRT_Buffer_MemoryLayout.struct_size");
static_assert(offsetof(PJRT_Buffer_MemoryLayout, extension_start) == 8,
              "PJRT_Buffer_MemoryLayout.extension_start");
static_assert(offsetof(PJRT_Buffer_MemoryLayout, type) == 72,
              "PJRT_Buffer_MemoryLayout.type");
static_assert(PJRT_STRUCT_SIZE(PJRT_Program, format_size) == 48,
              "PJRT_Program");
static_assert(sizeof(PJRT_Program) == 48, "PJRT_Program");
static_assert(offsetof(PJRT_Program, struct_size) == 0,
              "PJRT_Program.struct_size");
static_assert(offsetof(PJRT_Program, extension_start) == 8,
              "PJRT_Program.extension_start");
static_assert(offsetof(PJRT_Program, code) == 16, "PJRT_Program.code");
static_assert(offsetof(PJRT_Program, code_size) == 24,
              "PJRT_Program.code_size");
static_assert(offsetof(PJRT_Program, format) == 32, "PJRT_Program.format");
static_assert(offsetof(PJRT_Program, format_size) == 40,
              "PJRT_Program.format_size");
static_assert(sizeof(PJRT_Chunk) == 32, "PJRT_Chunk");
static_assert(offsetof(PJRT_Chunk, data) == 0, "PJRT_Chunk.data");
static_assert(offsetof(PJRT_Chunk, size) == 8, "PJRT_Chunk.size");
static_assert(offsetof(PJRT_Chunk, deleter) == 16, "PJRT_Chunk.deleter");
static_assert(offsetof(PJRT_Chunk, deleter_arg) == 24,
              "PJRT_Chunk.deleter_arg");
static_assert(PJRT_STRUCT_SIZE(PJRT_SendCallbackInfo, send_callback) == 24,
              "PJRT_SendCallbackInfo");
static_assert(sizeof(PJRT_SendCallbackInfo) == 24, "PJRT_SendCallbackInfo");
static_assert(offsetof(PJRT_SendCallbackInfo, channel_id) == 0,
              "PJRT_SendCallbackInfo.channel_id");
static_assert(offsetof(PJRT_SendCallbackInfo, user_arg) == 8,
              "PJRT_SendCallbackInfo.user_arg");
static_assert(offsetof(PJRT_SendCallbackInfo, send_callback) == 16,
              "PJRT_SendCallbackInfo.send_callback");
static_assert(PJRT_STRUCT_SIZE(PJRT_RecvCallbackInfo, recv_callback) == 24,
              "PJRT_RecvCallbackInfo");
static_assert(sizeof(PJRT_RecvCallbackInfo) == 24, "PJRT_RecvCallbackInfo");
static_assert(offsetof(PJRT_RecvCallbackInfo, channel_id) == 0,
              "PJRT_RecvCallbackInfo.channel_id");
static_assert(offsetof(PJRT_RecvCallbackInfo, user_arg) == 8,
              "PJRT_RecvCallbackInfo.user_arg");
static_assert(offsetof(PJRT_RecvCallbackInfo, recv_callback) == 16,
              "PJRT_RecvCallbackInfo.recv_callback");
static_assert(PJRT_STRUCT_SIZE(PJRT_HloOutputCallbackInfo, num_operands) == 32,
              "PJRT_HloOutputCallbackInfo");
static_assert(sizeof(PJRT_HloOutputCallbackInfo) == 32,
              "PJRT_HloOutputCallbackInfo");
static_assert(offsetof(PJRT_HloOutputCallbackInfo, user_arg) == 0,
              "PJRT_HloOutputCallbackInfo.user_arg");
static_assert(offsetof(PJRT_HloOutputCallbackInfo, callback) == 8,
              "PJRT_HloOutputCallbackInfo.callback");
static_assert(offsetof(PJRT_HloOutputCallbackInfo, callback_id) == 16,
              "PJRT_HloOutputCallbackInfo.callback_id");
static_assert(offsetof(PJRT_HloOutputCallbackInfo, num_operands) == 24,
              "PJRT_HloOutputCallbackInfo.num_operands");
static_assert(PJRT_STRUCT_SIZE(PJRT_ExecuteOptions, num_hlo_output_callbacks) ==
                  144,
              "PJRT_ExecuteOptions");
static_assert(sizeof(PJRT_ExecuteOptions) == 144, "PJRT_ExecuteOptions");
static_assert(offsetof(PJRT_ExecuteOptions, struct_size) == 0,
              "PJRT_ExecuteOptions.struct_size");
static_assert(offsetof(PJRT_ExecuteOptions, extension_start) == 8,
              "PJRT_ExecuteOptions.extension_start");
static_assert(offsetof(PJRT_ExecuteOptions, send_callbacks) == 16,
              "PJRT_ExecuteOptions.send_callbacks");
static_assert(offsetof(PJRT_ExecuteOptions, recv_callbacks) == 24,
              "PJRT_ExecuteOptions.recv_callbacks");
static_assert(offsetof(PJRT_ExecuteOptions, num_send_ops) == 32,
              "PJRT_ExecuteOptions.num_send_ops");
static_assert(offsetof(PJRT_ExecuteOptions, num_recv_ops) == 40,
              "PJRT_ExecuteOptions.num_recv_ops");
static_assert(offsetof(PJRT_ExecuteOptions, launch_id) == 48,
              "PJRT_ExecuteOptions.launch_id");
static_assert(offsetof(PJRT_ExecuteOptions, non_donatable_input_indices) == 56,
              "PJRT_ExecuteOptions.non_donatable_input_indices");
static_assert(offsetof(PJRT_ExecuteOptions, num_non_donatable_input_indices) ==
                  64,
              "PJRT_ExecuteOptions.num_non_donatable_input_indices");
static_assert(offsetof(PJRT_ExecuteOptions, context) == 72,
              "PJRT_ExecuteOptions.context");
static_assert(offsetof(PJRT_ExecuteOptions, call_location) == 80,
              "PJRT_ExecuteOptions.call_location");
static_assert(offsetof(PJRT_ExecuteOptions, num_tasks) == 88,
              "PJRT_ExecuteOptions.num_tasks");
static_assert(offsetof(PJRT_ExecuteOptions, task_ids) == 96,
              "PJRT_ExecuteOptions.task_ids");
static_assert(offsetof(PJRT_ExecuteOptions, incarnation_ids) == 104,
              "PJRT_ExecuteOptions.incarnation_ids");
static_assert(offsetof(PJRT_ExecuteOptions, multi_slice_config) == 112,
              "PJRT_ExecuteOptions.multi_slice_config");
static_assert(
    offsetof(PJRT_ExecuteOptions,
             use_major_to_minor_data_layout_for_callbacks) == 120,
    "PJRT_ExecuteOptions.use_major_to_minor_data_layout_for_callbacks");
static_assert(offsetof(PJRT_ExecuteOptions, hlo_output_callbacks) == 128,
              "PJRT_ExecuteOptions.hlo_output_callbacks");
static_assert(offsetof(PJRT_ExecuteOptions, num_hlo_output_callbacks) == 136,
              "PJRT_ExecuteOptions.num_hlo_output_callbacks");
static_assert(sizeof(PJRT_LogicalDeviceIds) == 8, "PJRT_LogicalDeviceIds");
static_assert(offsetof(PJRT_LogicalDeviceIds, replica) == 0,
              "PJRT_LogicalDeviceIds.replica");
static_assert(offsetof(PJRT_LogicalDeviceIds, partition) == 4,
              "PJRT_LogicalDeviceIds.partition");
static_assert(PJRT_STRUCT_SIZE(PJRT_Error_FunctionTable, for_each_payload) ==
                  56,
              "PJRT_Error_FunctionTable");
static_assert(sizeof(PJRT_Error_FunctionTable) == 56,
              "PJRT_Error_FunctionTable");
static_assert(offsetof(PJRT_Error_FunctionTable, struct_size) == 0,
              "PJRT_Error_FunctionTable.struct_size");
static_assert(offsetof(PJRT_Error_FunctionTable, instance_size) == 8,
              "PJRT_Error_FunctionTable.instance_size");
static_assert(offsetof(PJRT_Error_FunctionTable, extension_start) == 16,
              "PJRT_Error_FunctionTable.extension_start");
static_assert(offsetof(PJRT_Error_FunctionTable, destroy) == 24,
              "PJRT_Error_FunctionTable.destroy");
static_assert(offsetof(PJRT_Error_FunctionTable, message) == 32,
              "PJRT_Error_FunctionTable.message");
static_assert(offsetof(PJRT_Error_FunctionTable, get_code) == 40,
              "PJRT_Error_FunctionTable.get_code");
static_assert(offsetof(PJRT_Error_FunctionTable, for_each_payload) == 48,
              "PJRT_Error_FunctionTable.for_each_payload");
static_assert(PJRT_STRUCT_SIZE(PJRT_Error, vtable) == 8, "PJRT_Error");
static_assert(sizeof(PJRT_Error) == 8, "PJRT_Error");
static_assert(offsetof(PJRT_Error, vtable) == 0, "PJRT_Error.vtable");
static_assert(PJRT_STRUCT_SIZE(PJRT_Memory_FunctionTable, set_user_data) == 40,
              "PJRT_Memory_FunctionTable");
static_assert(sizeof(PJRT_Memory_FunctionTable) == 40,
              "PJRT_Memory_FunctionTable");
static_assert(offsetof(PJRT_Memory_FunctionTable, struct_size) == 0,
              "PJRT_Memory_FunctionTable.struct_size");
static_assert(offsetof(PJRT_Memory_FunctionTable, extension_start) == 8,
              "PJRT_Memory_FunctionTable.extension_start");
static_assert(offsetof(PJRT_Memory_FunctionTable, instance_struct_size) == 16,
              "PJRT_Memory_FunctionTable.instance_struct_size");
static_assert(offsetof(PJRT_Memory_FunctionTable, get_user_data) == 24,
              "PJRT_Memory_FunctionTable.get_user_data");
static_assert(offsetof(PJRT_Memory_FunctionTable, set_user_data) == 32,
              "PJRT_Memory_FunctionTable.set_user_data");
static_assert(PJRT_STRUCT_SIZE(PJRT_Memory, vtable) == 8, "PJRT_Memory");
static_assert(sizeof(PJRT_Memory) == 8, "PJRT_Memory");
static_assert(offsetof(PJRT_Memory, vtable) == 0, "PJRT_Memory.vtable");
static_assert(PJRT_STRUCT_SIZE(PJRT_Error_Destroy_Args, error) == 24,
              "PJRT_Error_Destroy_Args");
static_assert(sizeof(PJRT_Error_Destroy_Args) == 24, "PJRT_Error_Destroy_Args");
static_assert(offsetof(PJRT_Error_Destroy_Args, struct_size) == 0,
              "PJRT_Error_Destroy_Args.struct_size");
static_assert(offsetof(PJRT_Error_Destroy_Args, extension_start) == 8,
              "PJRT_Error_Destroy_Args.extension_start");
static_assert(offsetof(PJRT_Error_Destroy_Args, error) == 16,
              "PJRT_Error_Destroy_Args.error");
static_assert(PJRT_STRUCT_SIZE(PJRT_Error_Message_Args, message_size) == 40,
              "PJRT_Error_Message_Args");
static_assert(sizeof(PJRT_Error_Message_Args) == 40, "PJRT_Error_Message_Args");
static_assert(offsetof(PJRT_Error_Message_Args, struct_size) == 0,
              "PJRT_Error_Message_Args.struct_size");
static_assert(offsetof(PJRT_Error_Message_Args, extension_start) == 8,
              "PJRT_Error_Message_Args.extension_start");
static_assert(offsetof(PJRT_Error_Message_Args, error) == 16,
              "PJRT_Error_Message_Args.error");
static_assert(offsetof(PJRT_Error_Message_Args, message) == 24,
              "PJRT_Error_Message_Args.message");
static_assert(offsetof(PJRT_Error_Message_Args, message_size) == 32,
              "PJRT_Error_Message_Args.message_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Error_GetCode_Args, code) == 28,
              "PJRT_Error_GetCode_Args");
static_assert(sizeof(PJRT_Error_GetCode_Args) == 32, "PJRT_Error_GetCode_Args");
static_assert(offsetof(PJRT_Error_GetCode_Args, struct_size) == 0,
              "PJRT_Error_GetCode_Args.struct_size");
static_assert(offsetof(PJRT_Error_GetCode_Args, extension_start) == 8,
              "PJRT_Error_GetCode_Args.extension_start");
static_assert(offsetof(PJRT_Error_GetCode_Args, error) == 16,
              "PJRT_Error_GetCode_Args.error");
static_assert(offsetof(PJRT_Error_GetCode_Args, code) == 24,
              "PJRT_Error_GetCode_Args.code");
static_assert(PJRT_STRUCT_SIZE(PJRT_Error_ForEachPayload_Args, user_arg) == 40,
              "PJRT_Error_ForEachPayload_Args");
static_assert(sizeof(PJRT_Error_ForEachPayload_Args) == 40,
              "PJRT_Error_ForEachPayload_Args");
static_assert(offsetof(PJRT_Error_ForEachPayload_Args, struct_size) == 0,
              "PJRT_Error_ForEachPayload_Args.struct_size");
static_assert(offsetof(PJRT_Error_ForEachPayload_Args, extension_start) == 8,
              "PJRT_Error_ForEachPayload_Args.extension_start");
static_assert(offsetof(PJRT_Error_ForEachPayload_Args, error) == 16,
              "PJRT_Error_ForEachPayload_Args.error");
static_assert(offsetof(PJRT_Error_ForEachPayload_Args, visitor) == 24,
              "PJRT_Error_ForEachPayload_Args.visitor");
static_assert(offsetof(PJRT_Error_ForEachPayload_Args, user_arg) == 32,
              "PJRT_Error_ForEachPayload_Args.user_arg");
static_assert(PJRT_STRUCT_SIZE(PJRT_Plugin_Initialize_Args, extension_start) ==
                  16,
              "PJRT_Plugin_Initialize_Args");
static_assert(sizeof(PJRT_Plugin_Initialize_Args) == 16,
              "PJRT_Plugin_Initialize_Args");
static_assert(offsetof(PJRT_Plugin_Initialize_Args, struct_size) == 0,
              "PJRT_Plugin_Initialize_Args.struct_size");
static_assert(offsetof(PJRT_Plugin_Initialize_Args, extension_start) == 8,
              "PJRT_Plugin_Initialize_Args.extension_start");
static_assert(PJRT_STRUCT_SIZE(PJRT_Plugin_Attributes_Args, num_attributes) ==
                  32,
              "PJRT_Plugin_Attributes_Args");
static_assert(sizeof(PJRT_Plugin_Attributes_Args) == 32,
              "PJRT_Plugin_Attributes_Args");
static_assert(offsetof(PJRT_Plugin_Attributes_Args, struct_size) == 0,
              "PJRT_Plugin_Attributes_Args.struct_size");
static_assert(offsetof(PJRT_Plugin_Attributes_Args, extension_start) == 8,
              "PJRT_Plugin_Attributes_Args.extension_start");
static_assert(offsetof(PJRT_Plugin_Attributes_Args, attributes) == 16,
              "PJRT_Plugin_Attributes_Args.attributes");
static_assert(offsetof(PJRT_Plugin_Attributes_Args, num_attributes) == 24,
              "PJRT_Plugin_Attributes_Args.num_attributes");
static_assert(PJRT_STRUCT_SIZE(PJRT_Event_Destroy_Args, event) == 24,
              "PJRT_Event_Destroy_Args");
static_assert(sizeof(PJRT_Event_Destroy_Args) == 24, "PJRT_Event_Destroy_Args");
static_assert(offsetof(PJRT_Event_Destroy_Args, struct_size) == 0,
              "PJRT_Event_Destroy_Args.struct_size");
static_assert(offsetof(PJRT_Event_Destroy_Args, extension_start) == 8,
              "PJRT_Event_Destroy_Args.extension_start");
static_assert(offsetof(PJRT_Event_Destroy_Args, event) == 16,
              "PJRT_Event_Destroy_Args.event");
static_assert(PJRT_STRUCT_SIZE(PJRT_Event_IsReady_Args, is_ready) == 25,
              "PJRT_Event_IsReady_Args");
static_assert(sizeof(PJRT_Event_IsReady_Args) == 32, "PJRT_Event_IsReady_Args");
static_assert(offsetof(PJRT_Event_IsReady_Args, struct_size) == 0,
              "PJRT_Event_IsReady_Args.struct_size");
static_assert(offsetof(PJRT_Event_IsReady_Args, extension_start) == 8,
              "PJRT_Event_IsReady_Args.extension_start");
static_assert(offsetof(PJRT_Event_IsReady_Args, event) == 16,
              "PJRT_Event_IsReady_Args.event");
static_assert(offsetof(PJRT_Event_IsReady_Args, is_ready) == 24,
              "PJRT_Event_IsReady_Args.is_ready");
static_assert(PJRT_STRUCT_SIZE(PJRT_Event_Error_Args, event) == 24,
              "PJRT_Event_Error_Args");
static_assert(sizeof(PJRT_Event_Error_Args) == 24, "PJRT_Event_Error_Args");
static_assert(offsetof(PJRT_Event_Error_Args, struct_size) == 0,
              "PJRT_Event_Error_Args.struct_size");
static_assert(offsetof(PJRT_Event_Error_Args, extension_start) == 8,
              "PJRT_Event_Error_Args.extension_start");
static_assert(offsetof(PJRT_Event_Error_Args, event) == 16,
              "PJRT_Event_Error_Args.event");
static_assert(PJRT_STRUCT_SIZE(PJRT_Event_Await_Args, event) == 24,
              "PJRT_Event_Await_Args");
static_assert(sizeof(PJRT_Event_Await_Args) == 24, "PJRT_Event_Await_Args");
static_assert(offsetof(PJRT_Event_Await_Args, struct_size) == 0,
              "PJRT_Event_Await_Args.struct_size");
static_assert(offsetof(PJRT_Event_Await_Args, extension_start) == 8,
              "PJRT_Event_Await_Args.extension_start");
static_assert(offsetof(PJRT_Event_Await_Args, event) == 16,
              "PJRT_Event_Await_Args.event");
static_assert(PJRT_STRUCT_SIZE(PJRT_Event_OnReady_Args, user_arg) == 40,
              "PJRT_Event_OnReady_Args");
static_assert(sizeof(PJRT_Event_OnReady_Args) == 40, "PJRT_Event_OnReady_Args");
static_assert(offsetof(PJRT_Event_OnReady_Args, struct_size) == 0,
              "PJRT_Event_OnReady_Args.struct_size");
static_assert(offsetof(PJRT_Event_OnReady_Args, extension_start) == 8,
              "PJRT_Event_OnReady_Args.extension_start");
static_assert(offsetof(PJRT_Event_OnReady_Args, event) == 16,
              "PJRT_Event_OnReady_Args.event");
static_assert(offsetof(PJRT_Event_OnReady_Args, callback) == 24,
              "PJRT_Event_OnReady_Args.callback");
static_assert(offsetof(PJRT_Event_OnReady_Args, user_arg) == 32,
              "PJRT_Event_OnReady_Args.user_arg");
static_assert(PJRT_STRUCT_SIZE(PJRT_Event_Create_Args, event) == 24,
              "PJRT_Event_Create_Args");
static_assert(sizeof(PJRT_Event_Create_Args) == 24, "PJRT_Event_Create_Args");
static_assert(offsetof(PJRT_Event_Create_Args, struct_size) == 0,
              "PJRT_Event_Create_Args.struct_size");
static_assert(offsetof(PJRT_Event_Create_Args, extension_start) == 8,
              "PJRT_Event_Create_Args.extension_start");
static_assert(offsetof(PJRT_Event_Create_Args, event) == 16,
              "PJRT_Event_Create_Args.event");
static_assert(PJRT_STRUCT_SIZE(PJRT_Event_Set_Args, error_message_size) == 48,
              "PJRT_Event_Set_Args");
static_assert(sizeof(PJRT_Event_Set_Args) == 48, "PJRT_Event_Set_Args");
static_assert(offsetof(PJRT_Event_Set_Args, struct_size) == 0,
              "PJRT_Event_Set_Args.struct_size");
static_assert(offsetof(PJRT_Event_Set_Args, extension_start) == 8,
              "PJRT_Event_Set_Args.extension_start");
static_assert(offsetof(PJRT_Event_Set_Args, event) == 16,
              "PJRT_Event_Set_Args.event");
static_assert(offsetof(PJRT_Event_Set_Args, error_code) == 24,
              "PJRT_Event_Set_Args.error_code");
static_assert(offsetof(PJRT_Event_Set_Args, error_message) == 32,
              "PJRT_Event_Set_Args.error_message");
static_assert(offsetof(PJRT_Event_Set_Args, error_message_size) == 40,
              "PJRT_Event_Set_Args.error_message_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_Create_Args, kv_try_get_user_arg) ==
                  88,
              "PJRT_Client_Create_Args");
static_assert(sizeof(PJRT_Client_Create_Args) == 88, "PJRT_Client_Create_Args");
static_assert(offsetof(PJRT_Client_Create_Args, struct_size) == 0,
              "PJRT_Client_Create_Args.struct_size");
static_assert(offsetof(PJRT_Client_Create_Args, extension_start) == 8,
              "PJRT_Client_Create_Args.extension_start");
static_assert(offsetof(PJRT_Client_Create_Args, create_options) == 16,
              "PJRT_Client_Create_Args.create_options");
static_assert(offsetof(PJRT_Client_Create_Args, num_options) == 24,
              "PJRT_Client_Create_Args.num_options");
static_assert(offsetof(PJRT_Client_Create_Args, kv_get_callback) == 32,
              "PJRT_Client_Create_Args.kv_get_callback");
static_assert(offsetof(PJRT_Client_Create_Args, kv_get_user_arg) == 40,
              "PJRT_Client_Create_Args.kv_get_user_arg");
static_assert(offsetof(PJRT_Client_Create_Args, kv_put_callback) == 48,
              "PJRT_Client_Create_Args.kv_put_callback");
static_assert(offsetof(PJRT_Client_Create_Args, kv_put_user_arg) == 56,
              "PJRT_Client_Create_Args.kv_put_user_arg");
static_assert(offsetof(PJRT_Client_Create_Args, client) == 64,
              "PJRT_Client_Create_Args.client");
static_assert(offsetof(PJRT_Client_Create_Args, kv_try_get_callback) == 72,
              "PJRT_Client_Create_Args.kv_try_get_callback");
static_assert(offsetof(PJRT_Client_Create_Args, kv_try_get_user_arg) == 80,
              "PJRT_Client_Create_Args.kv_try_get_user_arg");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_Destroy_Args, client) == 24,
              "PJRT_Client_Destroy_Args");
static_assert(sizeof(PJRT_Client_Destroy_Args) == 24,
              "PJRT_Client_Destroy_Args");
static_assert(offsetof(PJRT_Client_Destroy_Args, struct_size) == 0,
              "PJRT_Client_Destroy_Args.struct_size");
static_assert(offsetof(PJRT_Client_Destroy_Args, extension_start) == 8,
              "PJRT_Client_Destroy_Args.extension_start");
static_assert(offsetof(PJRT_Client_Destroy_Args, client) == 16,
              "PJRT_Client_Destroy_Args.client");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_PlatformName_Args,
                               platform_name_size) == 40,
              "PJRT_Client_PlatformName_Args");
static_assert(sizeof(PJRT_Client_PlatformName_Args) == 40,
              "PJRT_Client_PlatformName_Args");
static_assert(offsetof(PJRT_Client_PlatformName_Args, struct_size) == 0,
              "PJRT_Client_PlatformName_Args.struct_size");
static_assert(offsetof(PJRT_Client_PlatformName_Args, extension_start) == 8,
              "PJRT_Client_PlatformName_Args.extension_start");
static_assert(offsetof(PJRT_Client_PlatformName_Args, client) == 16,
              "PJRT_Client_PlatformName_Args.client");
static_assert(offsetof(PJRT_Client_PlatformName_Args, platform_name) == 24,
              "PJRT_Client_PlatformName_Args.platform_name");
static_assert(offsetof(PJRT_Client_PlatformName_Args, platform_name_size) == 32,
              "PJRT_Client_PlatformName_Args.platform_name_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_ProcessIndex_Args, process_index) ==
                  28,
              "PJRT_Client_ProcessIndex_Args");
static_assert(sizeof(PJRT_Client_ProcessIndex_Args) == 32,
              "PJRT_Client_ProcessIndex_Args");
static_assert(offsetof(PJRT_Client_ProcessIndex_Args, struct_size) == 0,
              "PJRT_Client_ProcessIndex_Args.struct_size");
static_assert(offsetof(PJRT_Client_ProcessIndex_Args, extension_start) == 8,
              "PJRT_Client_ProcessIndex_Args.extension_start");
static_assert(offsetof(PJRT_Client_ProcessIndex_Args, client) == 16,
              "PJRT_Client_ProcessIndex_Args.client");
static_assert(offsetof(PJRT_Client_ProcessIndex_Args, process_index) == 24,
              "PJRT_Client_ProcessIndex_Args.process_index");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_PlatformVersion_Args,
                               platform_version_size) == 40,
              "PJRT_Client_PlatformVersion_Args");
static_assert(sizeof(PJRT_Client_PlatformVersion_Args) == 40,
              "PJRT_Client_PlatformVersion_Args");
static_assert(offsetof(PJRT_Client_PlatformVersion_Args, struct_size) == 0,
              "PJRT_Client_PlatformVersion_Args.struct_size");
static_assert(offsetof(PJRT_Client_PlatformVersion_Args, extension_start) == 8,
              "PJRT_Client_PlatformVersion_Args.extension_start");
static_assert(offsetof(PJRT_Client_PlatformVersion_Args, client) == 16,
              "PJRT_Client_PlatformVersion_Args.client");
static_assert(offsetof(PJRT_Client_PlatformVersion_Args, platform_version) ==
                  24,
              "PJRT_Client_PlatformVersion_Args.platform_version");
static_assert(offsetof(PJRT_Client_PlatformVersion_Args,
                       platform_version_size) == 32,
              "PJRT_Client_PlatformVersion_Args.platform_version_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_TopologyDescription_Args,
                               topology) == 32,
              "PJRT_Client_TopologyDescription_Args");
static_assert(sizeof(PJRT_Client_TopologyDescription_Args) == 32,
              "PJRT_Client_TopologyDescription_Args");
static_assert(offsetof(PJRT_Client_TopologyDescription_Args, struct_size) == 0,
              "PJRT_Client_TopologyDescription_Args.struct_size");
static_assert(offsetof(PJRT_Client_TopologyDescription_Args, extension_start) ==
                  8,
              "PJRT_Client_TopologyDescription_Args.extension_start");
static_assert(offsetof(PJRT_Client_TopologyDescription_Args, client) == 16,
              "PJRT_Client_TopologyDescription_Args.client");
static_assert(offsetof(PJRT_Client_TopologyDescription_Args, topology) == 24,
              "PJRT_Client_TopologyDescription_Args.topology");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_Devices_Args, num_devices) == 40,
              "PJRT_Client_Devices_Args");
static_assert(sizeof(PJRT_Client_Devices_Args) == 40,
              "PJRT_Client_Devices_Args");
static_assert(offsetof(PJRT_Client_Devices_Args, struct_size) == 0,
              "PJRT_Client_Devices_Args.struct_size");
static_assert(offsetof(PJRT_Client_Devices_Args, extension_start) == 8,
              "PJRT_Client_Devices_Args.extension_start");
static_assert(offsetof(PJRT_Client_Devices_Args, client) == 16,
              "PJRT_Client_Devices_Args.client");
static_assert(offsetof(PJRT_Client_Devices_Args, devices) == 24,
              "PJRT_Client_Devices_Args.devices");
static_assert(offsetof(PJRT_Client_Devices_Args, num_devices) == 32,
              "PJRT_Client_Devices_Args.num_devices");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_AddressableDevices_Args,
                               num_addressable_devices) == 40,
              "PJRT_Client_AddressableDevices_Args");
static_assert(sizeof(PJRT_Client_AddressableDevices_Args) == 40,
              "PJRT_Client_AddressableDevices_Args");
static_assert(offsetof(PJRT_Client_AddressableDevices_Args, struct_size) == 0,
              "PJRT_Client_AddressableDevices_Args.struct_size");
static_assert(offsetof(PJRT_Client_AddressableDevices_Args, extension_start) ==
                  8,
              "PJRT_Client_AddressableDevices_Args.extension_start");
static_assert(offsetof(PJRT_Client_AddressableDevices_Args, client) == 16,
              "PJRT_Client_AddressableDevices_Args.client");
static_assert(offsetof(PJRT_Client_AddressableDevices_Args,
                       addressable_devices) == 24,
              "PJRT_Client_AddressableDevices_Args.addressable_devices");
static_assert(offsetof(PJRT_Client_AddressableDevices_Args,
                       num_addressable_devices) == 32,
              "PJRT_Client_AddressableDevices_Args.num_addressable_devices");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_LookupDevice_Args, device) == 40,
              "PJRT_Client_LookupDevice_Args");
static_assert(sizeof(PJRT_Client_LookupDevice_Args) == 40,
              "PJRT_Client_LookupDevice_Args");
static_assert(offsetof(PJRT_Client_LookupDevice_Args, struct_size) == 0,
              "PJRT_Client_LookupDevice_Args.struct_size");
static_assert(offsetof(PJRT_Client_LookupDevice_Args, extension_start) == 8,
              "PJRT_Client_LookupDevice_Args.extension_start");
static_assert(offsetof(PJRT_Client_LookupDevice_Args, client) == 16,
              "PJRT_Client_LookupDevice_Args.client");
static_assert(offsetof(PJRT_Client_LookupDevice_Args, id) == 24,
              "PJRT_Client_LookupDevice_Args.id");
static_assert(offsetof(PJRT_Client_LookupDevice_Args, device) == 32,
              "PJRT_Client_LookupDevice_Args.device");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_LookupAddressableDevice_Args,
                               addressable_device) == 40,
              "PJRT_Client_LookupAddressableDevice_Args");
static_assert(sizeof(PJRT_Client_LookupAddressableDevice_Args) == 40,
              "PJRT_Client_LookupAddressableDevice_Args");
static_assert(offsetof(PJRT_Client_LookupAddressableDevice_Args, struct_size) ==
                  0,
              "PJRT_Client_LookupAddressableDevice_Args.struct_size");
static_assert(offsetof(PJRT_Client_LookupAddressableDevice_Args,
                       extension_start) == 8,
              "PJRT_Client_LookupAddressableDevice_Args.extension_start");
static_assert(offsetof(PJRT_Client_LookupAddressableDevice_Args, client) == 16,
              "PJRT_Client_LookupAddressableDevice_Args.client");
static_assert(offsetof(PJRT_Client_LookupAddressableDevice_Args,
                       local_hardware_id) == 24,
              "PJRT_Client_LookupAddressableDevice_Args.local_hardware_id");
static_assert(offsetof(PJRT_Client_LookupAddressableDevice_Args,
                       addressable_device) == 32,
              "PJRT_Client_LookupAddressableDevice_Args.addressable_device");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_AddressableMemories_Args,
                               num_addressable_memories) == 40,
              "PJRT_Client_AddressableMemories_Args");
static_assert(sizeof(PJRT_Client_AddressableMemories_Args) == 40,
              "PJRT_Client_AddressableMemories_Args");
static_assert(offsetof(PJRT_Client_AddressableMemories_Args, struct_size) == 0,
              "PJRT_Client_AddressableMemories_Args.struct_size");
static_assert(offsetof(PJRT_Client_AddressableMemories_Args, extension_start) ==
                  8,
              "PJRT_Client_AddressableMemories_Args.extension_start");
static_assert(offsetof(PJRT_Client_AddressableMemories_Args, client) == 16,
              "PJRT_Client_AddressableMemories_Args.client");
static_assert(offsetof(PJRT_Client_AddressableMemories_Args,
                       addressable_memories) == 24,
              "PJRT_Client_AddressableMemories_Args.addressable_memories");
static_assert(offsetof(PJRT_Client_AddressableMemories_Args,
                       num_addressable_memories) == 32,
              "PJRT_Client_AddressableMemories_Args.num_addressable_memories");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_Compile_Args, executable) == 56,
              "PJRT_Client_Compile_Args");
static_assert(sizeof(PJRT_Client_Compile_Args) == 56,
              "PJRT_Client_Compile_Args");
static_assert(offsetof(PJRT_Client_Compile_Args, struct_size) == 0,
              "PJRT_Client_Compile_Args.struct_size");
static_assert(offsetof(PJRT_Client_Compile_Args, extension_start) == 8,
              "PJRT_Client_Compile_Args.extension_start");
static_assert(offsetof(PJRT_Client_Compile_Args, client) == 16,
              "PJRT_Client_Compile_Args.client");
static_assert(offsetof(PJRT_Client_Compile_Args, program) == 24,
              "PJRT_Client_Compile_Args.program");
static_assert(offsetof(PJRT_Client_Compile_Args, compile_options) == 32,
              "PJRT_Client_Compile_Args.compile_options");
static_assert(offsetof(PJRT_Client_Compile_Args, compile_options_size) == 40,
              "PJRT_Client_Compile_Args.compile_options_size");
static_assert(offsetof(PJRT_Client_Compile_Args, executable) == 48,
              "PJRT_Client_Compile_Args.executable");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_DefaultDeviceAssignment_Args,
                               default_assignment) == 48,
              "PJRT_Client_DefaultDeviceAssignment_Args");
static_assert(sizeof(PJRT_Client_DefaultDeviceAssignment_Args) == 48,
              "PJRT_Client_DefaultDeviceAssignment_Args");
static_assert(offsetof(PJRT_Client_DefaultDeviceAssignment_Args, struct_size) ==
                  0,
              "PJRT_Client_DefaultDeviceAssignment_Args.struct_size");
static_assert(offsetof(PJRT_Client_DefaultDeviceAssignment_Args,
                       extension_start) == 8,
              "PJRT_Client_DefaultDeviceAssignment_Args.extension_start");
static_assert(offsetof(PJRT_Client_DefaultDeviceAssignment_Args, client) == 16,
              "PJRT_Client_DefaultDeviceAssignment_Args.client");
static_assert(offsetof(PJRT_Client_DefaultDeviceAssignment_Args,
                       num_replicas) == 24,
              "PJRT_Client_DefaultDeviceAssignment_Args.num_replicas");
static_assert(offsetof(PJRT_Client_DefaultDeviceAssignment_Args,
                       num_partitions) == 28,
              "PJRT_Client_DefaultDeviceAssignment_Args.num_partitions");
static_assert(
    offsetof(PJRT_Client_DefaultDeviceAssignment_Args,
             default_assignment_size) == 32,
    "PJRT_Client_DefaultDeviceAssignment_Args.default_assignment_size");
static_assert(offsetof(PJRT_Client_DefaultDeviceAssignment_Args,
                       default_assignment) == 40,
              "PJRT_Client_DefaultDeviceAssignment_Args.default_assignment");
static_assert(PJRT_STRUCT_SIZE(PJRT_Client_BufferFromHostBuffer_Args, buffer) ==
                  120,
              "PJRT_Client_BufferFromHostBuffer_Args");
static_assert(sizeof(PJRT_Client_BufferFromHostBuffer_Args) == 120,
              "PJRT_Client_BufferFromHostBuffer_Args");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, struct_size) == 0,
              "PJRT_Client_BufferFromHostBuffer_Args.struct_size");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args,
                       extension_start) == 8,
              "PJRT_Client_BufferFromHostBuffer_Args.extension_start");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, client) == 16,
              "PJRT_Client_BufferFromHostBuffer_Args.client");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, data) == 24,
              "PJRT_Client_BufferFromHostBuffer_Args.data");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, type) == 32,
              "PJRT_Client_BufferFromHostBuffer_Args.type");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, dims) == 40,
              "PJRT_Client_BufferFromHostBuffer_Args.dims");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, num_dims) == 48,
              "PJRT_Client_BufferFromHostBuffer_Args.num_dims");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, byte_strides) ==
                  56,
              "PJRT_Client_BufferFromHostBuffer_Args.byte_strides");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args,
                       num_byte_strides) == 64,
              "PJRT_Client_BufferFromHostBuffer_Args.num_byte_strides");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args,
                       host_buffer_semantics) == 72,
              "PJRT_Client_BufferFromHostBuffer_Args.host_buffer_semantics");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, device) == 80,
              "PJRT_Client_BufferFromHostBuffer_Args.device");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, memory) == 88,
              "PJRT_Client_BufferFromHostBuffer_Args.memory");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, device_layout) ==
                  96,
              "PJRT_Client_BufferFromHostBuffer_Args.device_layout");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args,
                       done_with_host_buffer) == 104,
              "PJRT_Client_BufferFromHostBuffer_Args.done_with_host_buffer");
static_assert(offsetof(PJRT_Client_BufferFromHostBuffer_Args, buffer) == 112,
              "PJRT_Client_BufferFromHostBuffer_Args.buffer");
static_assert(PJRT_STRUCT_SIZE(PJRT_KeyValueGetCallback_Args,
                               value_deleter_callback) == 80,
              "PJRT_KeyValueGetCallback_Args");
static_assert(sizeof(PJRT_KeyValueGetCallback_Args) == 80,
              "PJRT_KeyValueGetCallback_Args");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, struct_size) == 0,
              "PJRT_KeyValueGetCallback_Args.struct_size");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, extension_start) == 8,
              "PJRT_KeyValueGetCallback_Args.extension_start");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, key) == 16,
              "PJRT_KeyValueGetCallback_Args.key");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, key_size) == 24,
              "PJRT_KeyValueGetCallback_Args.key_size");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, timeout_in_ms) == 32,
              "PJRT_KeyValueGetCallback_Args.timeout_in_ms");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, callback_error) == 40,
              "PJRT_KeyValueGetCallback_Args.callback_error");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, user_arg) == 48,
              "PJRT_KeyValueGetCallback_Args.user_arg");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, value) == 56,
              "PJRT_KeyValueGetCallback_Args.value");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, value_size) == 64,
              "PJRT_KeyValueGetCallback_Args.value_size");
static_assert(offsetof(PJRT_KeyValueGetCallback_Args, value_deleter_callback) ==
                  72,
              "PJRT_KeyValueGetCallback_Args.value_deleter_callback");
static_assert(PJRT_STRUCT_SIZE(PJRT_KeyValueTryGetCallback_Args,
                               value_deleter_callback) == 72,
              "PJRT_KeyValueTryGetCallback_Args");
static_assert(sizeof(PJRT_KeyValueTryGetCallback_Args) == 72,
              "PJRT_KeyValueTryGetCallback_Args");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args, struct_size) == 0,
              "PJRT_KeyValueTryGetCallback_Args.struct_size");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args, extension_start) == 8,
              "PJRT_KeyValueTryGetCallback_Args.extension_start");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args, key) == 16,
              "PJRT_KeyValueTryGetCallback_Args.key");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args, key_size) == 24,
              "PJRT_KeyValueTryGetCallback_Args.key_size");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args, callback_error) == 32,
              "PJRT_KeyValueTryGetCallback_Args.callback_error");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args, user_arg) == 40,
              "PJRT_KeyValueTryGetCallback_Args.user_arg");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args, value) == 48,
              "PJRT_KeyValueTryGetCallback_Args.value");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args, value_size) == 56,
              "PJRT_KeyValueTryGetCallback_Args.value_size");
static_assert(offsetof(PJRT_KeyValueTryGetCallback_Args,
                       value_deleter_callback) == 64,
              "PJRT_KeyValueTryGetCallback_Args.value_deleter_callback");
static_assert(PJRT_STRUCT_SIZE(PJRT_KeyValuePutCallback_Args, user_arg) == 64,
              "PJRT_KeyValuePutCallback_Args");
static_assert(sizeof(PJRT_KeyValuePutCallback_Args) == 64,
              "PJRT_KeyValuePutCallback_Args");
static_assert(offsetof(PJRT_KeyValuePutCallback_Args, struct_size) == 0,
              "PJRT_KeyValuePutCallback_Args.struct_size");
static_assert(offsetof(PJRT_KeyValuePutCallback_Args, extension_start) == 8,
              "PJRT_KeyValuePutCallback_Args.extension_start");
static_assert(offsetof(PJRT_KeyValuePutCallback_Args, key) == 16,
              "PJRT_KeyValuePutCallback_Args.key");
static_assert(offsetof(PJRT_KeyValuePutCallback_Args, key_size) == 24,
              "PJRT_KeyValuePutCallback_Args.key_size");
static_assert(offsetof(PJRT_KeyValuePutCallback_Args, value) == 32,
              "PJRT_KeyValuePutCallback_Args.value");
static_assert(offsetof(PJRT_KeyValuePutCallback_Args, value_size) == 40,
              "PJRT_KeyValuePutCallback_Args.value_size");
static_assert(offsetof(PJRT_KeyValuePutCallback_Args, callback_error) == 48,
              "PJRT_KeyValuePutCallback_Args.callback_error");
static_assert(offsetof(PJRT_KeyValuePutCallback_Args, user_arg) == 56,
              "PJRT_KeyValuePutCallback_Args.user_arg");
static_assert(PJRT_STRUCT_SIZE(PJRT_DeviceDescription_Id_Args, id) == 28,
              "PJRT_DeviceDescription_Id_Args");
static_assert(sizeof(PJRT_DeviceDescription_Id_Args) == 32,
              "PJRT_DeviceDescription_Id_Args");
static_assert(offsetof(PJRT_DeviceDescription_Id_Args, struct_size) == 0,
              "PJRT_DeviceDescription_Id_Args.struct_size");
static_assert(offsetof(PJRT_DeviceDescription_Id_Args, extension_start) == 8,
              "PJRT_DeviceDescription_Id_Args.extension_start");
static_assert(offsetof(PJRT_DeviceDescription_Id_Args, device_description) ==
                  16,
              "PJRT_DeviceDescription_Id_Args.device_description");
static_assert(offsetof(PJRT_DeviceDescription_Id_Args, id) == 24,
              "PJRT_DeviceDescription_Id_Args.id");
static_assert(PJRT_STRUCT_SIZE(PJRT_DeviceDescription_ProcessIndex_Args,
                               process_index) == 28,
              "PJRT_DeviceDescription_ProcessIndex_Args");
static_assert(sizeof(PJRT_DeviceDescription_ProcessIndex_Args) == 32,
              "PJRT_DeviceDescription_ProcessIndex_Args");
static_assert(offsetof(PJRT_DeviceDescription_ProcessIndex_Args, struct_size) ==
                  0,
              "PJRT_DeviceDescription_ProcessIndex_Args.struct_size");
static_assert(offsetof(PJRT_DeviceDescription_ProcessIndex_Args,
                       extension_start) == 8,
              "PJRT_DeviceDescription_ProcessIndex_Args.extension_start");
static_assert(offsetof(PJRT_DeviceDescription_ProcessIndex_Args,
                       device_description) == 16,
              "PJRT_DeviceDescription_ProcessIndex_Args.device_description");
static_assert(offsetof(PJRT_DeviceDescription_ProcessIndex_Args,
                       process_index) == 24,
              "PJRT_DeviceDescription_ProcessIndex_Args.process_index");
static_assert(PJRT_STRUCT_SIZE(PJRT_DeviceDescription_Attributes_Args,
                               attributes) == 40,
              "PJRT_DeviceDescription_Attributes_Args");
static_assert(sizeof(PJRT_DeviceDescription_Attributes_Args) == 40,
              "PJRT_DeviceDescription_Attributes_Args");
static_assert(offsetof(PJRT_DeviceDescription_Attributes_Args, struct_size) ==
                  0,
              "PJRT_DeviceDescription_Attributes_Args.struct_size");
static_assert(offsetof(PJRT_DeviceDescription_Attributes_Args,
                       extension_start) == 8,
              "PJRT_DeviceDescription_Attributes_Args.extension_start");
static_assert(offsetof(PJRT_DeviceDescription_Attributes_Args,
                       device_description) == 16,
              "PJRT_DeviceDescription_Attributes_Args.device_description");
static_assert(offsetof(PJRT_DeviceDescription_Attributes_Args,
                       num_attributes) == 24,
              "PJRT_DeviceDescription_Attributes_Args.num_attributes");
static_assert(offsetof(PJRT_DeviceDescription_Attributes_Args, attributes) ==
                  32,
              "PJRT_DeviceDescription_Attributes_Args.attributes");
static_assert(PJRT_STRUCT_SIZE(PJRT_DeviceDescription_Kind_Args,
                               device_kind_size) == 40,
              "PJRT_DeviceDescription_Kind_Args");
static_assert(sizeof(PJRT_DeviceDescription_Kind_Args) == 40,
              "PJRT_DeviceDescription_Kind_Args");
static_assert(offsetof(PJRT_DeviceDescription_Kind_Args, struct_size) == 0,
              "PJRT_DeviceDescription_Kind_Args.struct_size");
static_assert(offsetof(PJRT_DeviceDescription_Kind_Args, extension_start) == 8,
              "PJRT_DeviceDescription_Kind_Args.extension_start");
static_assert(offsetof(PJRT_DeviceDescription_Kind_Args, device_description) ==
                  16,
              "PJRT_DeviceDescription_Kind_Args.device_description");
static_assert(offsetof(PJRT_DeviceDescription_Kind_Args, device_kind) == 24,
              "PJRT_DeviceDescription_Kind_Args.device_kind");
static_assert(offsetof(PJRT_DeviceDescription_Kind_Args, device_kind_size) ==
                  32,
              "PJRT_DeviceDescription_Kind_Args.device_kind_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_DeviceDescription_DebugString_Args,
                               debug_string_size) == 40,
              "PJRT_DeviceDescription_DebugString_Args");
static_assert(sizeof(PJRT_DeviceDescription_DebugString_Args) == 40,
              "PJRT_DeviceDescription_DebugString_Args");
static_assert(offsetof(PJRT_DeviceDescription_DebugString_Args, struct_size) ==
                  0,
              "PJRT_DeviceDescription_DebugString_Args.struct_size");
static_assert(offsetof(PJRT_DeviceDescription_DebugString_Args,
                       extension_start) == 8,
              "PJRT_DeviceDescription_DebugString_Args.extension_start");
static_assert(offsetof(PJRT_DeviceDescription_DebugString_Args,
                       device_description) == 16,
              "PJRT_DeviceDescription_DebugString_Args.device_description");
static_assert(offsetof(PJRT_DeviceDescription_DebugString_Args, debug_string) ==
                  24,
              "PJRT_DeviceDescription_DebugString_Args.debug_string");
static_assert(offsetof(PJRT_DeviceDescription_DebugString_Args,
                       debug_string_size) == 32,
              "PJRT_DeviceDescription_DebugString_Args.debug_string_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_DeviceDescription_ToString_Args,
                               to_string_size) == 40,
              "PJRT_DeviceDescription_ToString_Args");
static_assert(sizeof(PJRT_DeviceDescription_ToString_Args) == 40,
              "PJRT_DeviceDescription_ToString_Args");
static_assert(offsetof(PJRT_DeviceDescription_ToString_Args, struct_size) == 0,
              "PJRT_DeviceDescription_ToString_Args.struct_size");
static_assert(offsetof(PJRT_DeviceDescription_ToString_Args, extension_start) ==
                  8,
              "PJRT_DeviceDescription_ToString_Args.extension_start");
static_assert(offsetof(PJRT_DeviceDescription_ToString_Args,
                       device_description) == 16,
              "PJRT_DeviceDescription_ToString_Args.device_description");
static_assert(offsetof(PJRT_DeviceDescription_ToString_Args, to_string) == 24,
              "PJRT_DeviceDescription_ToString_Args.to_string");
static_assert(offsetof(PJRT_DeviceDescription_ToString_Args, to_string_size) ==
                  32,
              "PJRT_DeviceDescription_ToString_Args.to_string_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Device_GetDescription_Args,
                               device_description) == 32,
              "PJRT_Device_GetDescription_Args");
static_assert(sizeof(PJRT_Device_GetDescription_Args) == 32,
              "PJRT_Device_GetDescription_Args");
static_assert(offsetof(PJRT_Device_GetDescription_Args, struct_size) == 0,
              "PJRT_Device_GetDescription_Args.struct_size");
static_assert(offsetof(PJRT_Device_GetDescription_Args, extension_start) == 8,
              "PJRT_Device_GetDescription_Args.extension_start");
static_assert(offsetof(PJRT_Device_GetDescription_Args, device) == 16,
              "PJRT_Device_GetDescription_Args.device");
static_assert(offsetof(PJRT_Device_GetDescription_Args, device_description) ==
                  24,
              "PJRT_Device_GetDescription_Args.device_description");
static_assert(PJRT_STRUCT_SIZE(PJRT_Device_IsAddressable_Args,
                               is_addressable) == 25,
              "PJRT_Device_IsAddressable_Args");
static_assert(sizeof(PJRT_Device_IsAddressable_Args) == 32,
              "PJRT_Device_IsAddressable_Args");
static_assert(offsetof(PJRT_Device_IsAddressable_Args, struct_size) == 0,
              "PJRT_Device_IsAddressable_Args.struct_size");
static_assert(offsetof(PJRT_Device_IsAddressable_Args, extension_start) == 8,
              "PJRT_Device_IsAddressable_Args.extension_start");
static_assert(offsetof(PJRT_Device_IsAddressable_Args, device) == 16,
              "PJRT_Device_IsAddressable_Args.device");
static_assert(offsetof(PJRT_Device_IsAddressable_Args, is_addressable) == 24,
              "PJRT_Device_IsAddressable_Args.is_addressable");
static_assert(PJRT_STRUCT_SIZE(PJRT_Device_LocalHardwareId_Args,
                               local_hardware_id) == 28,
              "PJRT_Device_LocalHardwareId_Args");
static_assert(sizeof(PJRT_Device_LocalHardwareId_Args) == 32,
              "PJRT_Device_LocalHardwareId_Args");
static_assert(offsetof(PJRT_Device_LocalHardwareId_Args, struct_size) == 0,
              "PJRT_Device_LocalHardwareId_Args.struct_size");
static_assert(offsetof(PJRT_Device_LocalHardwareId_Args, extension_start) == 8,
              "PJRT_Device_LocalHardwareId_Args.extension_start");
static_assert(offsetof(PJRT_Device_LocalHardwareId_Args, device) == 16,
              "PJRT_Device_LocalHardwareId_Args.device");
static_assert(offsetof(PJRT_Device_LocalHardwareId_Args, local_hardware_id) ==
                  24,
              "PJRT_Device_LocalHardwareId_Args.local_hardware_id");
static_assert(PJRT_STRUCT_SIZE(PJRT_Device_AddressableMemories_Args,
                               num_memories) == 40,
              "PJRT_Device_AddressableMemories_Args");
static_assert(sizeof(PJRT_Device_AddressableMemories_Args) == 40,
              "PJRT_Device_AddressableMemories_Args");
static_assert(offsetof(PJRT_Device_AddressableMemories_Args, struct_size) == 0,
              "PJRT_Device_AddressableMemories_Args.struct_size");
static_assert(offsetof(PJRT_Device_AddressableMemories_Args, extension_start) ==
                  8,
              "PJRT_Device_AddressableMemories_Args.extension_start");
static_assert(offsetof(PJRT_Device_AddressableMemories_Args, device) == 16,
              "PJRT_Device_AddressableMemories_Args.device");
static_assert(offsetof(PJRT_Device_AddressableMemories_Args, memories) == 24,
              "PJRT_Device_AddressableMemories_Args.memories");
static_assert(offsetof(PJRT_Device_AddressableMemories_Args, num_memories) ==
                  32,
              "PJRT_Device_AddressableMemories_Args.num_memories");
static_assert(PJRT_STRUCT_SIZE(PJRT_Device_DefaultMemory_Args, memory) == 32,
              "PJRT_Device_DefaultMemory_Args");
static_assert(sizeof(PJRT_Device_DefaultMemory_Args) == 32,
              "PJRT_Device_DefaultMemory_Args");
static_assert(offsetof(PJRT_Device_DefaultMemory_Args, struct_size) == 0,
              "PJRT_Device_DefaultMemory_Args.struct_size");
static_assert(offsetof(PJRT_Device_DefaultMemory_Args, extension_start) == 8,
              "PJRT_Device_DefaultMemory_Args.extension_start");
static_assert(offsetof(PJRT_Device_DefaultMemory_Args, device) == 16,
              "PJRT_Device_DefaultMemory_Args.device");
static_assert(offsetof(PJRT_Device_DefaultMemory_Args, memory) == 24,
              "PJRT_Device_DefaultMemory_Args.memory");
static_assert(PJRT_STRUCT_SIZE(PJRT_Device_MemoryStats_Args,
                               peak_allocated_bytes_is_set) == 201,
              "PJRT_Device_MemoryStats_Args");
static_assert(sizeof(PJRT_Device_MemoryStats_Args) == 208,
              "PJRT_Device_MemoryStats_Args");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, struct_size) == 0,
              "PJRT_Device_MemoryStats_Args.struct_size");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, extension_start) == 8,
              "PJRT_Device_MemoryStats_Args.extension_start");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, device) == 16,
              "PJRT_Device_MemoryStats_Args.device");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, bytes_in_use) == 24,
              "PJRT_Device_MemoryStats_Args.bytes_in_use");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, peak_bytes_in_use) == 32,
              "PJRT_Device_MemoryStats_Args.peak_bytes_in_use");
static_assert(offsetof(PJRT_Device_MemoryStats_Args,
                       peak_bytes_in_use_is_set) == 40,
              "PJRT_Device_MemoryStats_Args.peak_bytes_in_use_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, num_allocs) == 48,
              "PJRT_Device_MemoryStats_Args.num_allocs");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, num_allocs_is_set) == 56,
              "PJRT_Device_MemoryStats_Args.num_allocs_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, largest_alloc_size) == 64,
              "PJRT_Device_MemoryStats_Args.largest_alloc_size");
static_assert(offsetof(PJRT_Device_MemoryStats_Args,
                       largest_alloc_size_is_set) == 72,
              "PJRT_Device_MemoryStats_Args.largest_alloc_size_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, bytes_limit) == 80,
              "PJRT_Device_MemoryStats_Args.bytes_limit");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, bytes_limit_is_set) == 88,
              "PJRT_Device_MemoryStats_Args.bytes_limit_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, bytes_reserved) == 96,
              "PJRT_Device_MemoryStats_Args.bytes_reserved");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, bytes_reserved_is_set) ==
                  104,
              "PJRT_Device_MemoryStats_Args.bytes_reserved_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, peak_bytes_reserved) ==
                  112,
              "PJRT_Device_MemoryStats_Args.peak_bytes_reserved");
static_assert(offsetof(PJRT_Device_MemoryStats_Args,
                       peak_bytes_reserved_is_set) == 120,
              "PJRT_Device_MemoryStats_Args.peak_bytes_reserved_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, bytes_reservable_limit) ==
                  128,
              "PJRT_Device_MemoryStats_Args.bytes_reservable_limit");
static_assert(offsetof(PJRT_Device_MemoryStats_Args,
                       bytes_reservable_limit_is_set) == 136,
              "PJRT_Device_MemoryStats_Args.bytes_reservable_limit_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args,
                       largest_free_block_bytes) == 144,
              "PJRT_Device_MemoryStats_Args.largest_free_block_bytes");
static_assert(offsetof(PJRT_Device_MemoryStats_Args,
                       largest_free_block_bytes_is_set) == 152,
              "PJRT_Device_MemoryStats_Args.largest_free_block_bytes_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, pool_bytes) == 160,
              "PJRT_Device_MemoryStats_Args.pool_bytes");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, pool_bytes_is_set) == 168,
              "PJRT_Device_MemoryStats_Args.pool_bytes_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, peak_pool_bytes) == 176,
              "PJRT_Device_MemoryStats_Args.peak_pool_bytes");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, peak_pool_bytes_is_set) ==
                  184,
              "PJRT_Device_MemoryStats_Args.peak_pool_bytes_is_set");
static_assert(offsetof(PJRT_Device_MemoryStats_Args, peak_allocated_bytes) ==
                  192,
              "PJRT_Device_MemoryStats_Args.peak_allocated_bytes");
static_assert(offsetof(PJRT_Device_MemoryStats_Args,
                       peak_allocated_bytes_is_set) == 200,
              "PJRT_Device_MemoryStats_Args.peak_allocated_bytes_is_set");
static_assert(PJRT_STRUCT_SIZE(PJRT_Device_GetAttributes_Args,
                               attributes_deleter) == 56,
              "PJRT_Device_GetAttributes_Args");
static_assert(sizeof(PJRT_Device_GetAttributes_Args) == 56,
              "PJRT_Device_GetAttributes_Args");
static_assert(offsetof(PJRT_Device_GetAttributes_Args, struct_size) == 0,
              "PJRT_Device_GetAttributes_Args.struct_size");
static_assert(offsetof(PJRT_Device_GetAttributes_Args, extension_start) == 8,
              "PJRT_Device_GetAttributes_Args.extension_start");
static_assert(offsetof(PJRT_Device_GetAttributes_Args, device) == 16,
              "PJRT_Device_GetAttributes_Args.device");
static_assert(offsetof(PJRT_Device_GetAttributes_Args, attributes) == 24,
              "PJRT_Device_GetAttributes_Args.attributes");
static_assert(offsetof(PJRT_Device_GetAttributes_Args, num_attributes) == 32,
              "PJRT_Device_GetAttributes_Args.num_attributes");
static_assert(offsetof(PJRT_Device_GetAttributes_Args, device_attributes) == 40,
              "PJRT_Device_GetAttributes_Args.device_attributes");
static_assert(offsetof(PJRT_Device_GetAttributes_Args, attributes_deleter) ==
                  48,
              "PJRT_Device_GetAttributes_Args.attributes_deleter");
static_assert(PJRT_STRUCT_SIZE(PJRT_Memory_Id_Args, id) == 28,
              "PJRT_Memory_Id_Args");
static_assert(sizeof(PJRT_Memory_Id_Args) == 32, "PJRT_Memory_Id_Args");
static_assert(offsetof(PJRT_Memory_Id_Args, struct_size) == 0,
              "PJRT_Memory_Id_Args.struct_size");
static_assert(offsetof(PJRT_Memory_Id_Args, extension_start) == 8,
              "PJRT_Memory_Id_Args.extension_start");
static_assert(offsetof(PJRT_Memory_Id_Args, memory) == 16,
              "PJRT_Memory_Id_Args.memory");
static_assert(offsetof(PJRT_Memory_Id_Args, id) == 24,
              "PJRT_Memory_Id_Args.id");
static_assert(PJRT_STRUCT_SIZE(PJRT_Memory_Kind_Args, kind_size) == 40,
              "PJRT_Memory_Kind_Args");
static_assert(sizeof(PJRT_Memory_Kind_Args) == 40, "PJRT_Memory_Kind_Args");
static_assert(offsetof(PJRT_Memory_Kind_Args, struct_size) == 0,
              "PJRT_Memory_Kind_Args.struct_size");
static_assert(offsetof(PJRT_Memory_Kind_Args, extension_start) == 8,
              "PJRT_Memory_Kind_Args.extension_start");
static_assert(offsetof(PJRT_Memory_Kind_Args, memory) == 16,
              "PJRT_Memory_Kind_Args.memory");
static_assert(offsetof(PJRT_Memory_Kind_Args, kind) == 24,
              "PJRT_Memory_Kind_Args.kind");
static_assert(offsetof(PJRT_Memory_Kind_Args, kind_size) == 32,
              "PJRT_Memory_Kind_Args.kind_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Memory_Kind_Id_Args, kind_id) == 28,
              "PJRT_Memory_Kind_Id_Args");
static_assert(sizeof(PJRT_Memory_Kind_Id_Args) == 32,
              "PJRT_Memory_Kind_Id_Args");
static_assert(offsetof(PJRT_Memory_Kind_Id_Args, struct_size) == 0,
              "PJRT_Memory_Kind_Id_Args.struct_size");
static_assert(offsetof(PJRT_Memory_Kind_Id_Args, extension_start) == 8,
              "PJRT_Memory_Kind_Id_Args.extension_start");
static_assert(offsetof(PJRT_Memory_Kind_Id_Args, memory) == 16,
              "PJRT_Memory_Kind_Id_Args.memory");
static_assert(offsetof(PJRT_Memory_Kind_Id_Args, kind_id) == 24,
              "PJRT_Memory_Kind_Id_Args.kind_id");
static_assert(PJRT_STRUCT_SIZE(PJRT_Memory_DebugString_Args,
                               debug_string_size) == 40,
              "PJRT_Memory_DebugString_Args");
static_assert(sizeof(PJRT_Memory_DebugString_Args) == 40,
              "PJRT_Memory_DebugString_Args");
static_assert(offsetof(PJRT_Memory_DebugString_Args, struct_size) == 0,
              "PJRT_Memory_DebugString_Args.struct_size");
static_assert(offsetof(PJRT_Memory_DebugString_Args, extension_start) == 8,
              "PJRT_Memory_DebugString_Args.extension_start");
static_assert(offsetof(PJRT_Memory_DebugString_Args, memory) == 16,
              "PJRT_Memory_DebugString_Args.memory");
static_assert(offsetof(PJRT_Memory_DebugString_Args, debug_string) == 24,
              "PJRT_Memory_DebugString_Args.debug_string");
static_assert(offsetof(PJRT_Memory_DebugString_Args, debug_string_size) == 32,
              "PJRT_Memory_DebugString_Args.debug_string_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Memory_ToString_Args, to_string_size) == 40,
              "PJRT_Memory_ToString_Args");
static_assert(sizeof(PJRT_Memory_ToString_Args) == 40,
              "PJRT_Memory_ToString_Args");
static_assert(offsetof(PJRT_Memory_ToString_Args, struct_size) == 0,
              "PJRT_Memory_ToString_Args.struct_size");
static_assert(offsetof(PJRT_Memory_ToString_Args, extension_start) == 8,
              "PJRT_Memory_ToString_Args.extension_start");
static_assert(offsetof(PJRT_Memory_ToString_Args, memory) == 16,
              "PJRT_Memory_ToString_Args.memory");
static_assert(offsetof(PJRT_Memory_ToString_Args, to_string) == 24,
              "PJRT_Memory_ToString_Args.to_string");
static_assert(offsetof(PJRT_Memory_ToString_Args, to_string_size) == 32,
              "PJRT_Memory_ToString_Args.to_string_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Memory_AddressableByDevices_Args,
                               num_devices) == 40,
              "PJRT_Memory_AddressableByDevices_Args");
static_assert(sizeof(PJRT_Memory_AddressableByDevices_Args) == 40,
              "PJRT_Memory_AddressableByDevices_Args");
static_assert(offsetof(PJRT_Memory_AddressableByDevices_Args, struct_size) == 0,
              "PJRT_Memory_AddressableByDevices_Args.struct_size");
static_assert(offsetof(PJRT_Memory_AddressableByDevices_Args,
                       extension_start) == 8,
              "PJRT_Memory_AddressableByDevices_Args.extension_start");
static_assert(offsetof(PJRT_Memory_AddressableByDevices_Args, memory) == 16,
              "PJRT_Memory_AddressableByDevices_Args.memory");
static_assert(offsetof(PJRT_Memory_AddressableByDevices_Args, devices) == 24,
              "PJRT_Memory_AddressableByDevices_Args.devices");
static_assert(offsetof(PJRT_Memory_AddressableByDevices_Args, num_devices) ==
                  32,
              "PJRT_Memory_AddressableByDevices_Args.num_devices");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_Destroy_Args, executable) == 24,
              "PJRT_Executable_Destroy_Args");
static_assert(sizeof(PJRT_Executable_Destroy_Args) == 24,
              "PJRT_Executable_Destroy_Args");
static_assert(offsetof(PJRT_Executable_Destroy_Args, struct_size) == 0,
              "PJRT_Executable_Destroy_Args.struct_size");
static_assert(offsetof(PJRT_Executable_Destroy_Args, extension_start) == 8,
              "PJRT_Executable_Destroy_Args.extension_start");
static_assert(offsetof(PJRT_Executable_Destroy_Args, executable) == 16,
              "PJRT_Executable_Destroy_Args.executable");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_Name_Args,
                               executable_name_size) == 40,
              "PJRT_Executable_Name_Args");
static_assert(sizeof(PJRT_Executable_Name_Args) == 40,
              "PJRT_Executable_Name_Args");
static_assert(offsetof(PJRT_Executable_Name_Args, struct_size) == 0,
              "PJRT_Executable_Name_Args.struct_size");
static_assert(offsetof(PJRT_Executable_Name_Args, extension_start) == 8,
              "PJRT_Executable_Name_Args.extension_start");
static_assert(offsetof(PJRT_Executable_Name_Args, executable) == 16,
              "PJRT_Executable_Name_Args.executable");
static_assert(offsetof(PJRT_Executable_Name_Args, executable_name) == 24,
              "PJRT_Executable_Name_Args.executable_name");
static_assert(offsetof(PJRT_Executable_Name_Args, executable_name_size) == 32,
              "PJRT_Executable_Name_Args.executable_name_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_NumReplicas_Args,
                               num_replicas) == 32,
              "PJRT_Executable_NumReplicas_Args");
static_assert(sizeof(PJRT_Executable_NumReplicas_Args) == 32,
              "PJRT_Executable_NumReplicas_Args");
static_assert(offsetof(PJRT_Executable_NumReplicas_Args, struct_size) == 0,
              "PJRT_Executable_NumReplicas_Args.struct_size");
static_assert(offsetof(PJRT_Executable_NumReplicas_Args, extension_start) == 8,
              "PJRT_Executable_NumReplicas_Args.extension_start");
static_assert(offsetof(PJRT_Executable_NumReplicas_Args, executable) == 16,
              "PJRT_Executable_NumReplicas_Args.executable");
static_assert(offsetof(PJRT_Executable_NumReplicas_Args, num_replicas) == 24,
              "PJRT_Executable_NumReplicas_Args.num_replicas");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_NumPartitions_Args,
                               num_partitions) == 32,
              "PJRT_Executable_NumPartitions_Args");
static_assert(sizeof(PJRT_Executable_NumPartitions_Args) == 32,
              "PJRT_Executable_NumPartitions_Args");
static_assert(offsetof(PJRT_Executable_NumPartitions_Args, struct_size) == 0,
              "PJRT_Executable_NumPartitions_Args.struct_size");
static_assert(offsetof(PJRT_Executable_NumPartitions_Args, extension_start) ==
                  8,
              "PJRT_Executable_NumPartitions_Args.extension_start");
static_assert(offsetof(PJRT_Executable_NumPartitions_Args, executable) == 16,
              "PJRT_Executable_NumPartitions_Args.executable");
static_assert(offsetof(PJRT_Executable_NumPartitions_Args, num_partitions) ==
                  24,
              "PJRT_Executable_NumPartitions_Args.num_partitions");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_NumOutputs_Args, num_outputs) ==
                  32,
              "PJRT_Executable_NumOutputs_Args");
static_assert(sizeof(PJRT_Executable_NumOutputs_Args) == 32,
              "PJRT_Executable_NumOutputs_Args");
static_assert(offsetof(PJRT_Executable_NumOutputs_Args, struct_size) == 0,
              "PJRT_Executable_NumOutputs_Args.struct_size");
static_assert(offsetof(PJRT_Executable_NumOutputs_Args, extension_start) == 8,
              "PJRT_Executable_NumOutputs_Args.extension_start");
static_assert(offsetof(PJRT_Executable_NumOutputs_Args, executable) == 16,
              "PJRT_Executable_NumOutputs_Args.executable");
static_assert(offsetof(PJRT_Executable_NumOutputs_Args, num_outputs) == 24,
              "PJRT_Executable_NumOutputs_Args.num_outputs");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args,
                               size_in_bytes) == 32,
              "PJRT_Executable_SizeOfGeneratedCodeInBytes_Args");
static_assert(sizeof(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args) == 32,
              "PJRT_Executable_SizeOfGeneratedCodeInBytes_Args");
static_assert(offsetof(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args,
                       struct_size) == 0,
              "PJRT_Executable_SizeOfGeneratedCodeInBytes_Args.struct_size");
static_assert(
    offsetof(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args,
             extension_start) == 8,
    "PJRT_Executable_SizeOfGeneratedCodeInBytes_Args.extension_start");
static_assert(offsetof(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args,
                       executable) == 16,
              "PJRT_Executable_SizeOfGeneratedCodeInBytes_Args.executable");
static_assert(offsetof(PJRT_Executable_SizeOfGeneratedCodeInBytes_Args,
                       size_in_bytes) == 24,
              "PJRT_Executable_SizeOfGeneratedCodeInBytes_Args.size_in_bytes");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_GetCostAnalysis_Args,
                               properties) == 40,
              "PJRT_Executable_GetCostAnalysis_Args");
static_assert(sizeof(PJRT_Executable_GetCostAnalysis_Args) == 40,
              "PJRT_Executable_GetCostAnalysis_Args");
static_assert(offsetof(PJRT_Executable_GetCostAnalysis_Args, struct_size) == 0,
              "PJRT_Executable_GetCostAnalysis_Args.struct_size");
static_assert(offsetof(PJRT_Executable_GetCostAnalysis_Args, extension_start) ==
                  8,
              "PJRT_Executable_GetCostAnalysis_Args.extension_start");
static_assert(offsetof(PJRT_Executable_GetCostAnalysis_Args, executable) == 16,
              "PJRT_Executable_GetCostAnalysis_Args.executable");
static_assert(offsetof(PJRT_Executable_GetCostAnalysis_Args, num_properties) ==
                  24,
              "PJRT_Executable_GetCostAnalysis_Args.num_properties");
static_assert(offsetof(PJRT_Executable_GetCostAnalysis_Args, properties) == 32,
              "PJRT_Executable_GetCostAnalysis_Args.properties");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_OutputMemoryKinds_Args,
                               memory_kind_sizes) == 48,
              "PJRT_Executable_OutputMemoryKinds_Args");
static_assert(sizeof(PJRT_Executable_OutputMemoryKinds_Args) == 48,
              "PJRT_Executable_OutputMemoryKinds_Args");
static_assert(offsetof(PJRT_Executable_OutputMemoryKinds_Args, struct_size) ==
                  0,
              "PJRT_Executable_OutputMemoryKinds_Args.struct_size");
static_assert(offsetof(PJRT_Executable_OutputMemoryKinds_Args,
                       extension_start) == 8,
              "PJRT_Executable_OutputMemoryKinds_Args.extension_start");
static_assert(offsetof(PJRT_Executable_OutputMemoryKinds_Args, executable) ==
                  16,
              "PJRT_Executable_OutputMemoryKinds_Args.executable");
static_assert(offsetof(PJRT_Executable_OutputMemoryKinds_Args, num_outputs) ==
                  24,
              "PJRT_Executable_OutputMemoryKinds_Args.num_outputs");
static_assert(offsetof(PJRT_Executable_OutputMemoryKinds_Args, memory_kinds) ==
                  32,
              "PJRT_Executable_OutputMemoryKinds_Args.memory_kinds");
static_assert(offsetof(PJRT_Executable_OutputMemoryKinds_Args,
                       memory_kind_sizes) == 40,
              "PJRT_Executable_OutputMemoryKinds_Args.memory_kind_sizes");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_ParameterMemoryKinds_Args,
                               memory_kind_sizes) == 48,
              "PJRT_Executable_ParameterMemoryKinds_Args");
static_assert(sizeof(PJRT_Executable_ParameterMemoryKinds_Args) == 48,
              "PJRT_Executable_ParameterMemoryKinds_Args");
static_assert(offsetof(PJRT_Executable_ParameterMemoryKinds_Args,
                       struct_size) == 0,
              "PJRT_Executable_ParameterMemoryKinds_Args.struct_size");
static_assert(offsetof(PJRT_Executable_ParameterMemoryKinds_Args,
                       extension_start) == 8,
              "PJRT_Executable_ParameterMemoryKinds_Args.extension_start");
static_assert(offsetof(PJRT_Executable_ParameterMemoryKinds_Args, executable) ==
                  16,
              "PJRT_Executable_ParameterMemoryKinds_Args.executable");
static_assert(offsetof(PJRT_Executable_ParameterMemoryKinds_Args,
                       num_parameters) == 24,
              "PJRT_Executable_ParameterMemoryKinds_Args.num_parameters");
static_assert(offsetof(PJRT_Executable_ParameterMemoryKinds_Args,
                       memory_kinds) == 32,
              "PJRT_Executable_ParameterMemoryKinds_Args.memory_kinds");
static_assert(offsetof(PJRT_Executable_ParameterMemoryKinds_Args,
                       memory_kind_sizes) == 40,
              "PJRT_Executable_ParameterMemoryKinds_Args.memory_kind_sizes");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_OptimizedProgram_Args,
                               program) == 32,
              "PJRT_Executable_OptimizedProgram_Args");
static_assert(sizeof(PJRT_Executable_OptimizedProgram_Args) == 32,
              "PJRT_Executable_OptimizedProgram_Args");
static_assert(offsetof(PJRT_Executable_OptimizedProgram_Args, struct_size) == 0,
              "PJRT_Executable_OptimizedProgram_Args.struct_size");
static_assert(offsetof(PJRT_Executable_OptimizedProgram_Args,
                       extension_start) == 8,
              "PJRT_Executable_OptimizedProgram_Args.extension_start");
static_assert(offsetof(PJRT_Executable_OptimizedProgram_Args, executable) == 16,
              "PJRT_Executable_OptimizedProgram_Args.executable");
static_assert(offsetof(PJRT_Executable_OptimizedProgram_Args, program) == 24,
              "PJRT_Executable_OptimizedProgram_Args.program");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_Serialize_Args,
                               serialized_executable_deleter) == 56,
              "PJRT_Executable_Serialize_Args");
static_assert(sizeof(PJRT_Executable_Serialize_Args) == 56,
              "PJRT_Executable_Serialize_Args");
static_assert(offsetof(PJRT_Executable_Serialize_Args, struct_size) == 0,
              "PJRT_Executable_Serialize_Args.struct_size");
static_assert(offsetof(PJRT_Executable_Serialize_Args, extension_start) == 8,
              "PJRT_Executable_Serialize_Args.extension_start");
static_assert(offsetof(PJRT_Executable_Serialize_Args, executable) == 16,
              "PJRT_Executable_Serialize_Args.executable");
static_assert(offsetof(PJRT_Executable_Serialize_Args, serialized_bytes) == 24,
              "PJRT_Executable_Serialize_Args.serialized_bytes");
static_assert(offsetof(PJRT_Executable_Serialize_Args, serialized_bytes_size) ==
                  32,
              "PJRT_Executable_Serialize_Args.serialized_bytes_size");
static_assert(offsetof(PJRT_Executable_Serialize_Args, serialized_executable) ==
                  40,
              "PJRT_Executable_Serialize_Args.serialized_executable");
static_assert(offsetof(PJRT_Executable_Serialize_Args,
                       serialized_executable_deleter) == 48,
              "PJRT_Executable_Serialize_Args.serialized_executable_deleter");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_OutputElementTypes_Args,
                               num_output_types) == 40,
              "PJRT_Executable_OutputElementTypes_Args");
static_assert(sizeof(PJRT_Executable_OutputElementTypes_Args) == 40,
              "PJRT_Executable_OutputElementTypes_Args");
static_assert(offsetof(PJRT_Executable_OutputElementTypes_Args, struct_size) ==
                  0,
              "PJRT_Executable_OutputElementTypes_Args.struct_size");
static_assert(offsetof(PJRT_Executable_OutputElementTypes_Args,
                       extension_start) == 8,
              "PJRT_Executable_OutputElementTypes_Args.extension_start");
static_assert(offsetof(PJRT_Executable_OutputElementTypes_Args, executable) ==
                  16,
              "PJRT_Executable_OutputElementTypes_Args.executable");
static_assert(offsetof(PJRT_Executable_OutputElementTypes_Args, output_types) ==
                  24,
              "PJRT_Executable_OutputElementTypes_Args.output_types");
static_assert(offsetof(PJRT_Executable_OutputElementTypes_Args,
                       num_output_types) == 32,
              "PJRT_Executable_OutputElementTypes_Args.num_output_types");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_OutputDimensions_Args,
                               dim_sizes) == 48,
              "PJRT_Executable_OutputDimensions_Args");
static_assert(sizeof(PJRT_Executable_OutputDimensions_Args) == 48,
              "PJRT_Executable_OutputDimensions_Args");
static_assert(offsetof(PJRT_Executable_OutputDimensions_Args, struct_size) == 0,
              "PJRT_Executable_OutputDimensions_Args.struct_size");
static_assert(offsetof(PJRT_Executable_OutputDimensions_Args,
                       extension_start) == 8,
              "PJRT_Executable_OutputDimensions_Args.extension_start");
static_assert(offsetof(PJRT_Executable_OutputDimensions_Args, executable) == 16,
              "PJRT_Executable_OutputDimensions_Args.executable");
static_assert(offsetof(PJRT_Executable_OutputDimensions_Args, num_outputs) ==
                  24,
              "PJRT_Executable_OutputDimensions_Args.num_outputs");
static_assert(offsetof(PJRT_Executable_OutputDimensions_Args, dims) == 32,
              "PJRT_Executable_OutputDimensions_Args.dims");
static_assert(offsetof(PJRT_Executable_OutputDimensions_Args, dim_sizes) == 40,
              "PJRT_Executable_OutputDimensions_Args.dim_sizes");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_Fingerprint_Args,
                               executable_fingerprint_size) == 40,
              "PJRT_Executable_Fingerprint_Args");
static_assert(sizeof(PJRT_Executable_Fingerprint_Args) == 40,
              "PJRT_Executable_Fingerprint_Args");
static_assert(offsetof(PJRT_Executable_Fingerprint_Args, struct_size) == 0,
              "PJRT_Executable_Fingerprint_Args.struct_size");
static_assert(offsetof(PJRT_Executable_Fingerprint_Args, extension_start) == 8,
              "PJRT_Executable_Fingerprint_Args.extension_start");
static_assert(offsetof(PJRT_Executable_Fingerprint_Args, executable) == 16,
              "PJRT_Executable_Fingerprint_Args.executable");
static_assert(offsetof(PJRT_Executable_Fingerprint_Args,
                       executable_fingerprint) == 24,
              "PJRT_Executable_Fingerprint_Args.executable_fingerprint");
static_assert(offsetof(PJRT_Executable_Fingerprint_Args,
                       executable_fingerprint_size) == 32,
              "PJRT_Executable_Fingerprint_Args.executable_fingerprint_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_Executable_GetCompiledMemoryStats_Args,
                               peak_unpadded_heap_bytes) == 144,
              "PJRT_Executable_GetCompiledMemoryStats_Args");
static_assert(sizeof(PJRT_Executable_GetCompiledMemoryStats_Args) == 144,
              "PJRT_Executable_GetCompiledMemoryStats_Args");
static_assert(offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
                       struct_size) == 0,
              "PJRT_Executable_GetCompiledMemoryStats_Args.struct_size");
static_assert(offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
                       extension_start) == 8,
              "PJRT_Executable_GetCompiledMemoryStats_Args.extension_start");
static_assert(offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
                       executable) == 16,
              "PJRT_Executable_GetCompiledMemoryStats_Args.executable");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             generated_code_size_in_bytes) == 24,
    "PJRT_Executable_GetCompiledMemoryStats_Args.generated_code_size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             argument_size_in_bytes) == 32,
    "PJRT_Executable_GetCompiledMemoryStats_Args.argument_size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             output_size_in_bytes) == 40,
    "PJRT_Executable_GetCompiledMemoryStats_Args.output_size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             alias_size_in_bytes) == 48,
    "PJRT_Executable_GetCompiledMemoryStats_Args.alias_size_in_bytes");
static_assert(offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
                       temp_size_in_bytes) == 56,
              "PJRT_Executable_GetCompiledMemoryStats_Args.temp_size_in_bytes");
static_assert(offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
                       host_generated_code_size_in_bytes) == 64,
              "PJRT_Executable_GetCompiledMemoryStats_Args.host_generated_code_"
              "size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             host_argument_size_in_bytes) == 72,
    "PJRT_Executable_GetCompiledMemoryStats_Args.host_argument_size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             host_output_size_in_bytes) == 80,
    "PJRT_Executable_GetCompiledMemoryStats_Args.host_output_size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             host_alias_size_in_bytes) == 88,
    "PJRT_Executable_GetCompiledMemoryStats_Args.host_alias_size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             host_temp_size_in_bytes) == 96,
    "PJRT_Executable_GetCompiledMemoryStats_Args.host_temp_size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             peak_memory_in_bytes) == 104,
    "PJRT_Executable_GetCompiledMemoryStats_Args.peak_memory_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             total_size_in_bytes) == 112,
    "PJRT_Executable_GetCompiledMemoryStats_Args.total_size_in_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             total_allocation_bytes) == 120,
    "PJRT_Executable_GetCompiledMemoryStats_Args.total_allocation_bytes");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             indefinite_allocations) == 128,
    "PJRT_Executable_GetCompiledMemoryStats_Args.indefinite_allocations");
static_assert(
    offsetof(PJRT_Executable_GetCompiledMemoryStats_Args,
             peak_unpadded_heap_bytes) == 136,
    "PJRT_Executable_GetCompiledMemoryStats_Args.peak_unpadded_heap_bytes");
static_assert(PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_Destroy_Args,
                               executable) == 24,
              "PJRT_LoadedExecutable_Destroy_Args");
static_assert(sizeof(PJRT_LoadedExecutable_Destroy_Args) == 24,
              "PJRT_LoadedExecutable_Destroy_Args");
static_assert(offsetof(PJRT_LoadedExecutable_Destroy_Args, struct_size) == 0,
              "PJRT_LoadedExecutable_Destroy_Args.struct_size");
static_assert(offsetof(PJRT_LoadedExecutable_Destroy_Args, extension_start) ==
                  8,
              "PJRT_LoadedExecutable_Destroy_Args.extension_start");
static_assert(offsetof(PJRT_LoadedExecutable_Destroy_Args, executable) == 16,
              "PJRT_LoadedExecutable_Destroy_Args.executable");
static_assert(PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_GetExecutable_Args,
                               executable) == 32,
              "PJRT_LoadedExecutable_GetExecutable_Args");
static_assert(sizeof(PJRT_LoadedExecutable_GetExecutable_Args) == 32,
              "PJRT_LoadedExecutable_GetExecutable_Args");
static_assert(offsetof(PJRT_LoadedExecutable_GetExecutable_Args, struct_size) ==
                  0,
              "PJRT_LoadedExecutable_GetExecutable_Args.struct_size");
static_assert(offsetof(PJRT_LoadedExecutable_GetExecutable_Args,
                       extension_start) == 8,
              "PJRT_LoadedExecutable_GetExecutable_Args.extension_start");
static_assert(offsetof(PJRT_LoadedExecutable_GetExecutable_Args,
                       loaded_executable) == 16,
              "PJRT_LoadedExecutable_GetExecutable_Args.loaded_executable");
static_assert(offsetof(PJRT_LoadedExecutable_GetExecutable_Args, executable) ==
                  24,
              "PJRT_LoadedExecutable_GetExecutable_Args.executable");
static_assert(PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_AddressableDevices_Args,
                               num_addressable_devices) == 40,
              "PJRT_LoadedExecutable_AddressableDevices_Args");
static_assert(sizeof(PJRT_LoadedExecutable_AddressableDevices_Args) == 40,
              "PJRT_LoadedExecutable_AddressableDevices_Args");
static_assert(offsetof(PJRT_LoadedExecutable_AddressableDevices_Args,
                       struct_size) == 0,
              "PJRT_LoadedExecutable_AddressableDevices_Args.struct_size");
static_assert(offsetof(PJRT_LoadedExecutable_AddressableDevices_Args,
                       extension_start) == 8,
              "PJRT_LoadedExecutable_AddressableDevices_Args.extension_start");
static_assert(offsetof(PJRT_LoadedExecutable_AddressableDevices_Args,
                       executable) == 16,
              "PJRT_LoadedExecutable_AddressableDevices_Args.executable");
static_assert(
    offsetof(PJRT_LoadedExecutable_AddressableDevices_Args,
             addressable_devices) == 24,
    "PJRT_LoadedExecutable_AddressableDevices_Args.addressable_devices");
static_assert(
    offsetof(PJRT_LoadedExecutable_AddressableDevices_Args,
             num_addressable_devices) == 32,
    "PJRT_LoadedExecutable_AddressableDevices_Args.num_addressable_devices");
static_assert(PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_Delete_Args, executable) ==
                  24,
              "PJRT_LoadedExecutable_Delete_Args");
static_assert(sizeof(PJRT_LoadedExecutable_Delete_Args) == 24,
              "PJRT_LoadedExecutable_Delete_Args");
static_assert(offsetof(PJRT_LoadedExecutable_Delete_Args, struct_size) == 0,
              "PJRT_LoadedExecutable_Delete_Args.struct_size");
static_assert(offsetof(PJRT_LoadedExecutable_Delete_Args, extension_start) == 8,
              "PJRT_LoadedExecutable_Delete_Args.extension_start");
static_assert(offsetof(PJRT_LoadedExecutable_Delete_Args, executable) == 16,
              "PJRT_LoadedExecutable_Delete_Args.executable");
static_assert(PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_IsDeleted_Args,
                               is_deleted) == 25,
              "PJRT_LoadedExecutable_IsDeleted_Args");
static_assert(sizeof(PJRT_LoadedExecutable_IsDeleted_Args) == 32,
              "PJRT_LoadedExecutable_IsDeleted_Args");
static_assert(offsetof(PJRT_LoadedExecutable_IsDeleted_Args, struct_size) == 0,
              "PJRT_LoadedExecutable_IsDeleted_Args.struct_size");
static_assert(offsetof(PJRT_LoadedExecutable_IsDeleted_Args, extension_start) ==
                  8,
              "PJRT_LoadedExecutable_IsDeleted_Args.extension_start");
static_assert(offsetof(PJRT_LoadedExecutable_IsDeleted_Args, executable) == 16,
              "PJRT_LoadedExecutable_IsDeleted_Args.executable");
static_assert(offsetof(PJRT_LoadedExecutable_IsDeleted_Args, is_deleted) == 24,
              "PJRT_LoadedExecutable_IsDeleted_Args.is_deleted");
static_assert(PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_Execute_Args,
                               execute_device) == 80,
              "PJRT_LoadedExecutable_Execute_Args");
static_assert(sizeof(PJRT_LoadedExecutable_Execute_Args) == 80,
              "PJRT_LoadedExecutable_Execute_Args");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, struct_size) == 0,
              "PJRT_LoadedExecutable_Execute_Args.struct_size");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, extension_start) ==
                  8,
              "PJRT_LoadedExecutable_Execute_Args.extension_start");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, executable) == 16,
              "PJRT_LoadedExecutable_Execute_Args.executable");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, options) == 24,
              "PJRT_LoadedExecutable_Execute_Args.options");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, argument_lists) ==
                  32,
              "PJRT_LoadedExecutable_Execute_Args.argument_lists");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, num_devices) == 40,
              "PJRT_LoadedExecutable_Execute_Args.num_devices");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, num_args) == 48,
              "PJRT_LoadedExecutable_Execute_Args.num_args");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, output_lists) == 56,
              "PJRT_LoadedExecutable_Execute_Args.output_lists");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args,
                       device_complete_events) == 64,
              "PJRT_LoadedExecutable_Execute_Args.device_complete_events");
static_assert(offsetof(PJRT_LoadedExecutable_Execute_Args, execute_device) ==
                  72,
              "PJRT_LoadedExecutable_Execute_Args.execute_device");
static_assert(PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_Fingerprint_Args,
                               executable_fingerprint_size) == 40,
              "PJRT_LoadedExecutable_Fingerprint_Args");
static_assert(sizeof(PJRT_LoadedExecutable_Fingerprint_Args) == 40,
              "PJRT_LoadedExecutable_Fingerprint_Args");
static_assert(offsetof(PJRT_LoadedExecutable_Fingerprint_Args, struct_size) ==
                  0,
              "PJRT_LoadedExecutable_Fingerprint_Args.struct_size");
static_assert(offsetof(PJRT_LoadedExecutable_Fingerprint_Args,
                       extension_start) == 8,
              "PJRT_LoadedExecutable_Fingerprint_Args.extension_start");
static_assert(offsetof(PJRT_LoadedExecutable_Fingerprint_Args, executable) ==
                  16,
              "PJRT_LoadedExecutable_Fingerprint_Args.executable");
static_assert(offsetof(PJRT_LoadedExecutable_Fingerprint_Args,
                       executable_fingerprint) == 24,
              "PJRT_LoadedExecutable_Fingerprint_Args.executable_fingerprint");
static_assert(
    offsetof(PJRT_LoadedExecutable_Fingerprint_Args,
             executable_fingerprint_size) == 32,
    "PJRT_LoadedExecutable_Fingerprint_Args.executable_fingerprint_size");
static_assert(PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
                               serialized_device_assignment_deleter) == 56,
              "PJRT_LoadedExecutable_GetDeviceAssignment_Args");
static_assert(sizeof(PJRT_LoadedExecutable_GetDeviceAssignment_Args) == 56,
              "PJRT_LoadedExecutable_GetDeviceAssignment_Args");
static_assert(offsetof(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
                       struct_size) == 0,
              "PJRT_LoadedExecutable_GetDeviceAssignment_Args.struct_size");
static_assert(offsetof(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
                       extension_start) == 8,
              "PJRT_LoadedExecutable_GetDeviceAssignment_Args.extension_start");
static_assert(offsetof(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
                       executable) == 16,
              "PJRT_LoadedExecutable_GetDeviceAssignment_Args.executable");
static_assert(
    offsetof(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
             serialized_bytes) == 24,
    "PJRT_LoadedExecutable_GetDeviceAssignment_Args.serialized_bytes");
static_assert(
    offsetof(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
             serialized_bytes_size) == 32,
    "PJRT_LoadedExecutable_GetDeviceAssignment_Args.serialized_bytes_size");
static_assert(offsetof(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
                       serialized_device_assignment) == 40,
              "PJRT_LoadedExecutable_GetDeviceAssignment_Args.serialized_"
              "device_assignment");
static_assert(offsetof(PJRT_LoadedExecutable_GetDeviceAssignment_Args,
                       serialized_device_assignment_deleter) == 48,
              "PJRT_LoadedExecutable_GetDeviceAssignment_Args.serialized_"
              "device_assignment_deleter");
static_assert(
    PJRT_STRUCT_SIZE(PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args,
                     num_addressable_device_logical_ids) == 40,
    "PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args");
static_assert(sizeof(PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args) ==
                  40,
              "PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args");
static_assert(
    offsetof(PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args,
             struct_size) == 0,
    "PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args.struct_size");
static_assert(
    offsetof(PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args,
             extension_start) == 8,
    "PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args.extension_start");
static_assert(
    offsetof(PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args,
             executable) == 16,
    "PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args.executable");
static_assert(offsetof(PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args,
                       addressable_device_logical_ids) == 24,
              "PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args."
              "addressable_device_logical_ids");
static_assert(offsetof(PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args,
                       num_addressable_device_logical_ids) == 32,
              "PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args.num_"
              "addressable_device_logical_ids");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_Destroy_Args, buffer) == 24,
              "PJRT_Buffer_Destroy_Args");
static_assert(sizeof(PJRT_Buffer_Destroy_Args) == 24,
              "PJRT_Buffer_Destroy_Args");
static_assert(offsetof(PJRT_Buffer_Destroy_Args, struct_size) == 0,
              "PJRT_Buffer_Destroy_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_Destroy_Args, extension_start) == 8,
              "PJRT_Buffer_Destroy_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_Destroy_Args, buffer) == 16,
              "PJRT_Buffer_Destroy_Args.buffer");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_ElementType_Args, type) == 28,
              "PJRT_Buffer_ElementType_Args");
static_assert(sizeof(PJRT_Buffer_ElementType_Args) == 32,
              "PJRT_Buffer_ElementType_Args");
static_assert(offsetof(PJRT_Buffer_ElementType_Args, struct_size) == 0,
              "PJRT_Buffer_ElementType_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_ElementType_Args, extension_start) == 8,
              "PJRT_Buffer_ElementType_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_ElementType_Args, buffer) == 16,
              "PJRT_Buffer_ElementType_Args.buffer");
static_assert(offsetof(PJRT_Buffer_ElementType_Args, type) == 24,
              "PJRT_Buffer_ElementType_Args.type");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_Dimensions_Args, num_dims) == 40,
              "PJRT_Buffer_Dimensions_Args");
static_assert(sizeof(PJRT_Buffer_Dimensions_Args) == 40,
              "PJRT_Buffer_Dimensions_Args");
static_assert(offsetof(PJRT_Buffer_Dimensions_Args, struct_size) == 0,
              "PJRT_Buffer_Dimensions_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_Dimensions_Args, extension_start) == 8,
              "PJRT_Buffer_Dimensions_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_Dimensions_Args, buffer) == 16,
              "PJRT_Buffer_Dimensions_Args.buffer");
static_assert(offsetof(PJRT_Buffer_Dimensions_Args, dims) == 24,
              "PJRT_Buffer_Dimensions_Args.dims");
static_assert(offsetof(PJRT_Buffer_Dimensions_Args, num_dims) == 32,
              "PJRT_Buffer_Dimensions_Args.num_dims");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_UnpaddedDimensions_Args, num_dims) ==
                  40,
              "PJRT_Buffer_UnpaddedDimensions_Args");
static_assert(sizeof(PJRT_Buffer_UnpaddedDimensions_Args) == 40,
              "PJRT_Buffer_UnpaddedDimensions_Args");
static_assert(offsetof(PJRT_Buffer_UnpaddedDimensions_Args, struct_size) == 0,
              "PJRT_Buffer_UnpaddedDimensions_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_UnpaddedDimensions_Args, extension_start) ==
                  8,
              "PJRT_Buffer_UnpaddedDimensions_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_UnpaddedDimensions_Args, buffer) == 16,
              "PJRT_Buffer_UnpaddedDimensions_Args.buffer");
static_assert(offsetof(PJRT_Buffer_UnpaddedDimensions_Args, unpadded_dims) ==
                  24,
              "PJRT_Buffer_UnpaddedDimensions_Args.unpadded_dims");
static_assert(offsetof(PJRT_Buffer_UnpaddedDimensions_Args, num_dims) == 32,
              "PJRT_Buffer_UnpaddedDimensions_Args.num_dims");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_DynamicDimensionIndices_Args,
                               num_dynamic_dims) == 40,
              "PJRT_Buffer_DynamicDimensionIndices_Args");
static_assert(sizeof(PJRT_Buffer_DynamicDimensionIndices_Args) == 40,
              "PJRT_Buffer_DynamicDimensionIndices_Args");
static_assert(offsetof(PJRT_Buffer_DynamicDimensionIndices_Args, struct_size) ==
                  0,
              "PJRT_Buffer_DynamicDimensionIndices_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_DynamicDimensionIndices_Args,
                       extension_start) == 8,
              "PJRT_Buffer_DynamicDimensionIndices_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_DynamicDimensionIndices_Args, buffer) == 16,
              "PJRT_Buffer_DynamicDimensionIndices_Args.buffer");
static_assert(offsetof(PJRT_Buffer_DynamicDimensionIndices_Args,
                       dynamic_dim_indices) == 24,
              "PJRT_Buffer_DynamicDimensionIndices_Args.dynamic_dim_indices");
static_assert(offsetof(PJRT_Buffer_DynamicDimensionIndices_Args,
                       num_dynamic_dims) == 32,
              "PJRT_Buffer_DynamicDimensionIndices_Args.num_dynamic_dims");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_GetMemoryLayout_Args, layout) == 104,
              "PJRT_Buffer_GetMemoryLayout_Args");
static_assert(sizeof(PJRT_Buffer_GetMemoryLayout_Args) == 104,
              "PJRT_Buffer_GetMemoryLayout_Args");
static_assert(offsetof(PJRT_Buffer_GetMemoryLayout_Args, struct_size) == 0,
              "PJRT_Buffer_GetMemoryLayout_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_GetMemoryLayout_Args, extension_start) == 8,
              "PJRT_Buffer_GetMemoryLayout_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_GetMemoryLayout_Args, buffer) == 16,
              "PJRT_Buffer_GetMemoryLayout_Args.buffer");
static_assert(offsetof(PJRT_Buffer_GetMemoryLayout_Args, layout) == 24,
              "PJRT_Buffer_GetMemoryLayout_Args.layout");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_OnDeviceSizeInBytes_Args,
                               on_device_size_in_bytes) == 32,
              "PJRT_Buffer_OnDeviceSizeInBytes_Args");
static_assert(sizeof(PJRT_Buffer_OnDeviceSizeInBytes_Args) == 32,
              "PJRT_Buffer_OnDeviceSizeInBytes_Args");
static_assert(offsetof(PJRT_Buffer_OnDeviceSizeInBytes_Args, struct_size) == 0,
              "PJRT_Buffer_OnDeviceSizeInBytes_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_OnDeviceSizeInBytes_Args, extension_start) ==
                  8,
              "PJRT_Buffer_OnDeviceSizeInBytes_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_OnDeviceSizeInBytes_Args, buffer) == 16,
              "PJRT_Buffer_OnDeviceSizeInBytes_Args.buffer");
static_assert(offsetof(PJRT_Buffer_OnDeviceSizeInBytes_Args,
                       on_device_size_in_bytes) == 24,
              "PJRT_Buffer_OnDeviceSizeInBytes_Args.on_device_size_in_bytes");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_Device_Args, device) == 32,
              "PJRT_Buffer_Device_Args");
static_assert(sizeof(PJRT_Buffer_Device_Args) == 32, "PJRT_Buffer_Device_Args");
static_assert(offsetof(PJRT_Buffer_Device_Args, struct_size) == 0,
              "PJRT_Buffer_Device_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_Device_Args, extension_start) == 8,
              "PJRT_Buffer_Device_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_Device_Args, buffer) == 16,
              "PJRT_Buffer_Device_Args.buffer");
static_assert(offsetof(PJRT_Buffer_Device_Args, device) == 24,
              "PJRT_Buffer_Device_Args.device");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_Memory_Args, memory) == 32,
              "PJRT_Buffer_Memory_Args");
static_assert(sizeof(PJRT_Buffer_Memory_Args) == 32, "PJRT_Buffer_Memory_Args");
static_assert(offsetof(PJRT_Buffer_Memory_Args, struct_size) == 0,
              "PJRT_Buffer_Memory_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_Memory_Args, extension_start) == 8,
              "PJRT_Buffer_Memory_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_Memory_Args, buffer) == 16,
              "PJRT_Buffer_Memory_Args.buffer");
static_assert(offsetof(PJRT_Buffer_Memory_Args, memory) == 24,
              "PJRT_Buffer_Memory_Args.memory");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_Delete_Args, buffer) == 24,
              "PJRT_Buffer_Delete_Args");
static_assert(sizeof(PJRT_Buffer_Delete_Args) == 24, "PJRT_Buffer_Delete_Args");
static_assert(offsetof(PJRT_Buffer_Delete_Args, struct_size) == 0,
              "PJRT_Buffer_Delete_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_Delete_Args, extension_start) == 8,
              "PJRT_Buffer_Delete_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_Delete_Args, buffer) == 16,
              "PJRT_Buffer_Delete_Args.buffer");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_IsDeleted_Args, is_deleted) == 25,
              "PJRT_Buffer_IsDeleted_Args");
static_assert(sizeof(PJRT_Buffer_IsDeleted_Args) == 32,
              "PJRT_Buffer_IsDeleted_Args");
static_assert(offsetof(PJRT_Buffer_IsDeleted_Args, struct_size) == 0,
              "PJRT_Buffer_IsDeleted_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_IsDeleted_Args, extension_start) == 8,
              "PJRT_Buffer_IsDeleted_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_IsDeleted_Args, buffer) == 16,
              "PJRT_Buffer_IsDeleted_Args.buffer");
static_assert(offsetof(PJRT_Buffer_IsDeleted_Args, is_deleted) == 24,
              "PJRT_Buffer_IsDeleted_Args.is_deleted");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_CopyToDevice_Args, dst_buffer) == 40,
              "PJRT_Buffer_CopyToDevice_Args");
static_assert(sizeof(PJRT_Buffer_CopyToDevice_Args) == 40,
              "PJRT_Buffer_CopyToDevice_Args");
static_assert(offsetof(PJRT_Buffer_CopyToDevice_Args, struct_size) == 0,
              "PJRT_Buffer_CopyToDevice_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_CopyToDevice_Args, extension_start) == 8,
              "PJRT_Buffer_CopyToDevice_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_CopyToDevice_Args, buffer) == 16,
              "PJRT_Buffer_CopyToDevice_Args.buffer");
static_assert(offsetof(PJRT_Buffer_CopyToDevice_Args, dst_device) == 24,
              "PJRT_Buffer_CopyToDevice_Args.dst_device");
static_assert(offsetof(PJRT_Buffer_CopyToDevice_Args, dst_buffer) == 32,
              "PJRT_Buffer_CopyToDevice_Args.dst_buffer");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_CopyToMemory_Args, dst_buffer) == 40,
              "PJRT_Buffer_CopyToMemory_Args");
static_assert(sizeof(PJRT_Buffer_CopyToMemory_Args) == 40,
              "PJRT_Buffer_CopyToMemory_Args");
static_assert(offsetof(PJRT_Buffer_CopyToMemory_Args, struct_size) == 0,
              "PJRT_Buffer_CopyToMemory_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_CopyToMemory_Args, extension_start) == 8,
              "PJRT_Buffer_CopyToMemory_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_CopyToMemory_Args, buffer) == 16,
              "PJRT_Buffer_CopyToMemory_Args.buffer");
static_assert(offsetof(PJRT_Buffer_CopyToMemory_Args, dst_memory) == 24,
              "PJRT_Buffer_CopyToMemory_Args.dst_memory");
static_assert(offsetof(PJRT_Buffer_CopyToMemory_Args, dst_buffer) == 32,
              "PJRT_Buffer_CopyToMemory_Args.dst_buffer");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_ToHostBuffer_Args, event) == 56,
              "PJRT_Buffer_ToHostBuffer_Args");
static_assert(sizeof(PJRT_Buffer_ToHostBuffer_Args) == 56,
              "PJRT_Buffer_ToHostBuffer_Args");
static_assert(offsetof(PJRT_Buffer_ToHostBuffer_Args, struct_size) == 0,
              "PJRT_Buffer_ToHostBuffer_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_ToHostBuffer_Args, extension_start) == 8,
              "PJRT_Buffer_ToHostBuffer_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_ToHostBuffer_Args, src) == 16,
              "PJRT_Buffer_ToHostBuffer_Args.src");
static_assert(offsetof(PJRT_Buffer_ToHostBuffer_Args, host_layout) == 24,
              "PJRT_Buffer_ToHostBuffer_Args.host_layout");
static_assert(offsetof(PJRT_Buffer_ToHostBuffer_Args, dst) == 32,
              "PJRT_Buffer_ToHostBuffer_Args.dst");
static_assert(offsetof(PJRT_Buffer_ToHostBuffer_Args, dst_size) == 40,
              "PJRT_Buffer_ToHostBuffer_Args.dst_size");
static_assert(offsetof(PJRT_Buffer_ToHostBuffer_Args, event) == 48,
              "PJRT_Buffer_ToHostBuffer_Args.event");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_IsOnCpu_Args, is_on_cpu) == 25,
              "PJRT_Buffer_IsOnCpu_Args");
static_assert(sizeof(PJRT_Buffer_IsOnCpu_Args) == 32,
              "PJRT_Buffer_IsOnCpu_Args");
static_assert(offsetof(PJRT_Buffer_IsOnCpu_Args, struct_size) == 0,
              "PJRT_Buffer_IsOnCpu_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_IsOnCpu_Args, extension_start) == 8,
              "PJRT_Buffer_IsOnCpu_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_IsOnCpu_Args, buffer) == 16,
              "PJRT_Buffer_IsOnCpu_Args.buffer");
static_assert(offsetof(PJRT_Buffer_IsOnCpu_Args, is_on_cpu) == 24,
              "PJRT_Buffer_IsOnCpu_Args.is_on_cpu");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_ReadyEvent_Args, event) == 32,
              "PJRT_Buffer_ReadyEvent_Args");
static_assert(sizeof(PJRT_Buffer_ReadyEvent_Args) == 32,
              "PJRT_Buffer_ReadyEvent_Args");
static_assert(offsetof(PJRT_Buffer_ReadyEvent_Args, struct_size) == 0,
              "PJRT_Buffer_ReadyEvent_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_ReadyEvent_Args, extension_start) == 8,
              "PJRT_Buffer_ReadyEvent_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_ReadyEvent_Args, buffer) == 16,
              "PJRT_Buffer_ReadyEvent_Args.buffer");
static_assert(offsetof(PJRT_Buffer_ReadyEvent_Args, event) == 24,
              "PJRT_Buffer_ReadyEvent_Args.event");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_UnsafePointer_Args,
                               buffer_pointer) == 32,
              "PJRT_Buffer_UnsafePointer_Args");
static_assert(sizeof(PJRT_Buffer_UnsafePointer_Args) == 32,
              "PJRT_Buffer_UnsafePointer_Args");
static_assert(offsetof(PJRT_Buffer_UnsafePointer_Args, struct_size) == 0,
              "PJRT_Buffer_UnsafePointer_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_UnsafePointer_Args, extension_start) == 8,
              "PJRT_Buffer_UnsafePointer_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_UnsafePointer_Args, buffer) == 16,
              "PJRT_Buffer_UnsafePointer_Args.buffer");
static_assert(offsetof(PJRT_Buffer_UnsafePointer_Args, buffer_pointer) == 24,
              "PJRT_Buffer_UnsafePointer_Args.buffer_pointer");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_IncreaseExternalReferenceCount_Args,
                               buffer) == 24,
              "PJRT_Buffer_IncreaseExternalReferenceCount_Args");
static_assert(sizeof(PJRT_Buffer_IncreaseExternalReferenceCount_Args) == 24,
              "PJRT_Buffer_IncreaseExternalReferenceCount_Args");
static_assert(offsetof(PJRT_Buffer_IncreaseExternalReferenceCount_Args,
                       struct_size) == 0,
              "PJRT_Buffer_IncreaseExternalReferenceCount_Args.struct_size");
static_assert(
    offsetof(PJRT_Buffer_IncreaseExternalReferenceCount_Args,
             extension_start) == 8,
    "PJRT_Buffer_IncreaseExternalReferenceCount_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_IncreaseExternalReferenceCount_Args,
                       buffer) == 16,
              "PJRT_Buffer_IncreaseExternalReferenceCount_Args.buffer");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_DecreaseExternalReferenceCount_Args,
                               buffer) == 24,
              "PJRT_Buffer_DecreaseExternalReferenceCount_Args");
static_assert(sizeof(PJRT_Buffer_DecreaseExternalReferenceCount_Args) == 24,
              "PJRT_Buffer_DecreaseExternalReferenceCount_Args");
static_assert(offsetof(PJRT_Buffer_DecreaseExternalReferenceCount_Args,
                       struct_size) == 0,
              "PJRT_Buffer_DecreaseExternalReferenceCount_Args.struct_size");
static_assert(
    offsetof(PJRT_Buffer_DecreaseExternalReferenceCount_Args,
             extension_start) == 8,
    "PJRT_Buffer_DecreaseExternalReferenceCount_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_DecreaseExternalReferenceCount_Args,
                       buffer) == 16,
              "PJRT_Buffer_DecreaseExternalReferenceCount_Args.buffer");
static_assert(PJRT_STRUCT_SIZE(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args,
                               device_memory_ptr) == 32,
              "PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args");
static_assert(sizeof(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args) == 32,
              "PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args");
static_assert(offsetof(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args,
                       struct_size) == 0,
              "PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args.struct_size");
static_assert(offsetof(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args,
                       extension_start) == 8,
              "PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args.extension_start");
static_assert(offsetof(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args,
                       buffer) == 16,
              "PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args.buffer");
static_assert(
    offsetof(PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args,
             device_memory_ptr) == 24,
    "PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args.device_memory_ptr");
static_assert(offsetof(PJRT_Api, PJRT_Error_Destroy) == 40,
              "PJRT_Api.PJRT_Error_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_Error_Message) == 48,
              "PJRT_Api.PJRT_Error_Message");
static_assert(offsetof(PJRT_Api, PJRT_Error_GetCode) == 56,
              "PJRT_Api.PJRT_Error_GetCode");
static_assert(offsetof(PJRT_Api, PJRT_Plugin_Initialize) == 64,
              "PJRT_Api.PJRT_Plugin_Initialize");
static_assert(offsetof(PJRT_Api, PJRT_Plugin_Attributes) == 72,
              "PJRT_Api.PJRT_Plugin_Attributes");
static_assert(offsetof(PJRT_Api, PJRT_Event_Destroy) == 80,
              "PJRT_Api.PJRT_Event_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_Event_IsReady) == 88,
              "PJRT_Api.PJRT_Event_IsReady");
static_assert(offsetof(PJRT_Api, PJRT_Event_Error) == 96,
              "PJRT_Api.PJRT_Event_Error");
static_assert(offsetof(PJRT_Api, PJRT_Event_Await) == 104,
              "PJRT_Api.PJRT_Event_Await");
static_assert(offsetof(PJRT_Api, PJRT_Event_OnReady) == 112,
              "PJRT_Api.PJRT_Event_OnReady");
static_assert(offsetof(PJRT_Api, PJRT_Client_Create) == 120,
              "PJRT_Api.PJRT_Client_Create");
static_assert(offsetof(PJRT_Api, PJRT_Client_Destroy) == 128,
              "PJRT_Api.PJRT_Client_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_Client_PlatformName) == 136,
              "PJRT_Api.PJRT_Client_PlatformName");
static_assert(offsetof(PJRT_Api, PJRT_Client_ProcessIndex) == 144,
              "PJRT_Api.PJRT_Client_ProcessIndex");
static_assert(offsetof(PJRT_Api, PJRT_Client_PlatformVersion) == 152,
              "PJRT_Api.PJRT_Client_PlatformVersion");
static_assert(offsetof(PJRT_Api, PJRT_Client_Devices) == 160,
              "PJRT_Api.PJRT_Client_Devices");
static_assert(offsetof(PJRT_Api, PJRT_Client_AddressableDevices) == 168,
              "PJRT_Api.PJRT_Client_AddressableDevices");
static_assert(offsetof(PJRT_Api, PJRT_Client_LookupDevice) == 176,
              "PJRT_Api.PJRT_Client_LookupDevice");
static_assert(offsetof(PJRT_Api, PJRT_Client_LookupAddressableDevice) == 184,
              "PJRT_Api.PJRT_Client_LookupAddressableDevice");
static_assert(offsetof(PJRT_Api, PJRT_Client_AddressableMemories) == 192,
              "PJRT_Api.PJRT_Client_AddressableMemories");
static_assert(offsetof(PJRT_Api, PJRT_Client_Compile) == 200,
              "PJRT_Api.PJRT_Client_Compile");
static_assert(offsetof(PJRT_Api, PJRT_Client_DefaultDeviceAssignment) == 208,
              "PJRT_Api.PJRT_Client_DefaultDeviceAssignment");
static_assert(offsetof(PJRT_Api, PJRT_Client_BufferFromHostBuffer) == 216,
              "PJRT_Api.PJRT_Client_BufferFromHostBuffer");
static_assert(offsetof(PJRT_Api, PJRT_DeviceDescription_Id) == 224,
              "PJRT_Api.PJRT_DeviceDescription_Id");
static_assert(offsetof(PJRT_Api, PJRT_DeviceDescription_ProcessIndex) == 232,
              "PJRT_Api.PJRT_DeviceDescription_ProcessIndex");
static_assert(offsetof(PJRT_Api, PJRT_DeviceDescription_Attributes) == 240,
              "PJRT_Api.PJRT_DeviceDescription_Attributes");
static_assert(offsetof(PJRT_Api, PJRT_DeviceDescription_Kind) == 248,
              "PJRT_Api.PJRT_DeviceDescription_Kind");
static_assert(offsetof(PJRT_Api, PJRT_DeviceDescription_DebugString) == 256,
              "PJRT_Api.PJRT_DeviceDescription_DebugString");
static_assert(offsetof(PJRT_Api, PJRT_DeviceDescription_ToString) == 264,
              "PJRT_Api.PJRT_DeviceDescription_ToString");
static_assert(offsetof(PJRT_Api, PJRT_Device_GetDescription) == 272,
              "PJRT_Api.PJRT_Device_GetDescription");
static_assert(offsetof(PJRT_Api, PJRT_Device_IsAddressable) == 280,
              "PJRT_Api.PJRT_Device_IsAddressable");
static_assert(offsetof(PJRT_Api, PJRT_Device_LocalHardwareId) == 288,
              "PJRT_Api.PJRT_Device_LocalHardwareId");
static_assert(offsetof(PJRT_Api, PJRT_Device_AddressableMemories) == 296,
              "PJRT_Api.PJRT_Device_AddressableMemories");
static_assert(offsetof(PJRT_Api, PJRT_Device_DefaultMemory) == 304,
              "PJRT_Api.PJRT_Device_DefaultMemory");
static_assert(offsetof(PJRT_Api, PJRT_Device_MemoryStats) == 312,
              "PJRT_Api.PJRT_Device_MemoryStats");
static_assert(offsetof(PJRT_Api, PJRT_Memory_Id) == 320,
              "PJRT_Api.PJRT_Memory_Id");
static_assert(offsetof(PJRT_Api, PJRT_Memory_Kind) == 328,
              "PJRT_Api.PJRT_Memory_Kind");
static_assert(offsetof(PJRT_Api, PJRT_Memory_DebugString) == 336,
              "PJRT_Api.PJRT_Memory_DebugString");
static_assert(offsetof(PJRT_Api, PJRT_Memory_ToString) == 344,
              "PJRT_Api.PJRT_Memory_ToString");
static_assert(offsetof(PJRT_Api, PJRT_Memory_AddressableByDevices) == 352,
              "PJRT_Api.PJRT_Memory_AddressableByDevices");
static_assert(offsetof(PJRT_Api, PJRT_Executable_Destroy) == 360,
              "PJRT_Api.PJRT_Executable_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_Executable_Name) == 368,
              "PJRT_Api.PJRT_Executable_Name");
static_assert(offsetof(PJRT_Api, PJRT_Executable_NumReplicas) == 376,
              "PJRT_Api.PJRT_Executable_NumReplicas");
static_assert(offsetof(PJRT_Api, PJRT_Executable_NumPartitions) == 384,
              "PJRT_Api.PJRT_Executable_NumPartitions");
static_assert(offsetof(PJRT_Api, PJRT_Executable_NumOutputs) == 392,
              "PJRT_Api.PJRT_Executable_NumOutputs");
static_assert(offsetof(PJRT_Api, PJRT_Executable_SizeOfGeneratedCodeInBytes) ==
                  400,
              "PJRT_Api.PJRT_Executable_SizeOfGeneratedCodeInBytes");
static_assert(offsetof(PJRT_Api, PJRT_Executable_GetCostAnalysis) == 408,
              "PJRT_Api.PJRT_Executable_GetCostAnalysis");
static_assert(offsetof(PJRT_Api, PJRT_Executable_OutputMemoryKinds) == 416,
              "PJRT_Api.PJRT_Executable_OutputMemoryKinds");
static_assert(offsetof(PJRT_Api, PJRT_Executable_OptimizedProgram) == 424,
              "PJRT_Api.PJRT_Executable_OptimizedProgram");
static_assert(offsetof(PJRT_Api, PJRT_Executable_Serialize) == 432,
              "PJRT_Api.PJRT_Executable_Serialize");
static_assert(offsetof(PJRT_Api, PJRT_LoadedExecutable_Destroy) == 440,
              "PJRT_Api.PJRT_LoadedExecutable_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_LoadedExecutable_GetExecutable) == 448,
              "PJRT_Api.PJRT_LoadedExecutable_GetExecutable");
static_assert(offsetof(PJRT_Api, PJRT_LoadedExecutable_AddressableDevices) ==
                  456,
              "PJRT_Api.PJRT_LoadedExecutable_AddressableDevices");
static_assert(offsetof(PJRT_Api, PJRT_LoadedExecutable_Delete) == 464,
              "PJRT_Api.PJRT_LoadedExecutable_Delete");
static_assert(offsetof(PJRT_Api, PJRT_LoadedExecutable_IsDeleted) == 472,
              "PJRT_Api.PJRT_LoadedExecutable_IsDeleted");
static_assert(offsetof(PJRT_Api, PJRT_LoadedExecutable_Execute) == 480,
              "PJRT_Api.PJRT_LoadedExecutable_Execute");
static_assert(offsetof(PJRT_Api, PJRT_Executable_DeserializeAndLoad) == 488,
              "PJRT_Api.PJRT_Executable_DeserializeAndLoad");
static_assert(offsetof(PJRT_Api, PJRT_LoadedExecutable_Fingerprint) == 496,
              "PJRT_Api.PJRT_LoadedExecutable_Fingerprint");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_Destroy) == 504,
              "PJRT_Api.PJRT_Buffer_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_ElementType) == 512,
              "PJRT_Api.PJRT_Buffer_ElementType");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_Dimensions) == 520,
              "PJRT_Api.PJRT_Buffer_Dimensions");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_UnpaddedDimensions) == 528,
              "PJRT_Api.PJRT_Buffer_UnpaddedDimensions");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_DynamicDimensionIndices) == 536,
              "PJRT_Api.PJRT_Buffer_DynamicDimensionIndices");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_GetMemoryLayout) == 544,
              "PJRT_Api.PJRT_Buffer_GetMemoryLayout");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_OnDeviceSizeInBytes) == 552,
              "PJRT_Api.PJRT_Buffer_OnDeviceSizeInBytes");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_Device) == 560,
              "PJRT_Api.PJRT_Buffer_Device");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_Memory) == 568,
              "PJRT_Api.PJRT_Buffer_Memory");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_Delete) == 576,
              "PJRT_Api.PJRT_Buffer_Delete");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_IsDeleted) == 584,
              "PJRT_Api.PJRT_Buffer_IsDeleted");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_CopyToDevice) == 592,
              "PJRT_Api.PJRT_Buffer_CopyToDevice");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_ToHostBuffer) == 600,
              "PJRT_Api.PJRT_Buffer_ToHostBuffer");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_IsOnCpu) == 608,
              "PJRT_Api.PJRT_Buffer_IsOnCpu");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_ReadyEvent) == 616,
              "PJRT_Api.PJRT_Buffer_ReadyEvent");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_UnsafePointer) == 624,
              "PJRT_Api.PJRT_Buffer_UnsafePointer");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_IncreaseExternalReferenceCount) ==
                  632,
              "PJRT_Api.PJRT_Buffer_IncreaseExternalReferenceCount");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_DecreaseExternalReferenceCount) ==
                  640,
              "PJRT_Api.PJRT_Buffer_DecreaseExternalReferenceCount");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_OpaqueDeviceMemoryDataPointer) ==
                  648,
              "PJRT_Api.PJRT_Buffer_OpaqueDeviceMemoryDataPointer");
static_assert(offsetof(PJRT_Api, PJRT_CopyToDeviceStream_Destroy) == 656,
              "PJRT_Api.PJRT_CopyToDeviceStream_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_CopyToDeviceStream_AddChunk) == 664,
              "PJRT_Api.PJRT_CopyToDeviceStream_AddChunk");
static_assert(offsetof(PJRT_Api, PJRT_CopyToDeviceStream_TotalBytes) == 672,
              "PJRT_Api.PJRT_CopyToDeviceStream_TotalBytes");
static_assert(offsetof(PJRT_Api, PJRT_CopyToDeviceStream_GranuleSize) == 680,
              "PJRT_Api.PJRT_CopyToDeviceStream_GranuleSize");
static_assert(offsetof(PJRT_Api, PJRT_CopyToDeviceStream_CurrentBytes) == 688,
              "PJRT_Api.PJRT_CopyToDeviceStream_CurrentBytes");
static_assert(offsetof(PJRT_Api, PJRT_TopologyDescription_Create) == 696,
              "PJRT_Api.PJRT_TopologyDescription_Create");
static_assert(offsetof(PJRT_Api, PJRT_TopologyDescription_Destroy) == 704,
              "PJRT_Api.PJRT_TopologyDescription_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_TopologyDescription_PlatformName) == 712,
              "PJRT_Api.PJRT_TopologyDescription_PlatformName");
static_assert(offsetof(PJRT_Api, PJRT_TopologyDescription_PlatformVersion) ==
                  720,
              "PJRT_Api.PJRT_TopologyDescription_PlatformVersion");
static_assert(offsetof(PJRT_Api,
                       PJRT_TopologyDescription_GetDeviceDescriptions) == 728,
              "PJRT_Api.PJRT_TopologyDescription_GetDeviceDescriptions");
static_assert(offsetof(PJRT_Api, PJRT_TopologyDescription_Serialize) == 736,
              "PJRT_Api.PJRT_TopologyDescription_Serialize");
static_assert(offsetof(PJRT_Api, PJRT_TopologyDescription_Attributes) == 744,
              "PJRT_Api.PJRT_TopologyDescription_Attributes");
static_assert(offsetof(PJRT_Api, PJRT_Compile) == 752, "PJRT_Api.PJRT_Compile");
static_assert(offsetof(PJRT_Api, PJRT_Executable_OutputElementTypes) == 760,
              "PJRT_Api.PJRT_Executable_OutputElementTypes");
static_assert(offsetof(PJRT_Api, PJRT_Executable_OutputDimensions) == 768,
              "PJRT_Api.PJRT_Executable_OutputDimensions");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_CopyToMemory) == 776,
              "PJRT_Api.PJRT_Buffer_CopyToMemory");
static_assert(offsetof(PJRT_Api, PJRT_Client_CreateViewOfDeviceBuffer) == 784,
              "PJRT_Api.PJRT_Client_CreateViewOfDeviceBuffer");
static_assert(offsetof(PJRT_Api, PJRT_Executable_Fingerprint) == 792,
              "PJRT_Api.PJRT_Executable_Fingerprint");
static_assert(offsetof(PJRT_Api, PJRT_Client_TopologyDescription) == 800,
              "PJRT_Api.PJRT_Client_TopologyDescription");
static_assert(offsetof(PJRT_Api, PJRT_Executable_GetCompiledMemoryStats) == 808,
              "PJRT_Api.PJRT_Executable_GetCompiledMemoryStats");
static_assert(offsetof(PJRT_Api, PJRT_Memory_Kind_Id) == 816,
              "PJRT_Api.PJRT_Memory_Kind_Id");
static_assert(offsetof(PJRT_Api, PJRT_ExecuteContext_Create) == 824,
              "PJRT_Api.PJRT_ExecuteContext_Create");
static_assert(offsetof(PJRT_Api, PJRT_ExecuteContext_Destroy) == 832,
              "PJRT_Api.PJRT_ExecuteContext_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_CopyRawToHost) == 840,
              "PJRT_Api.PJRT_Buffer_CopyRawToHost");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_Destroy) == 848,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_Destroy");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_TransferData) ==
                  856,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_TransferData");
static_assert(offsetof(PJRT_Api,
                       PJRT_Client_CreateBuffersForAsyncHostToDevice) == 864,
              "PJRT_Api.PJRT_Client_CreateBuffersForAsyncHostToDevice");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer) ==
                  872,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_Device) == 880,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_Device");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_BufferCount) ==
                  888,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_BufferCount");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_BufferSize) == 896,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_BufferSize");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_SetBufferError) ==
                  904,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_SetBufferError");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_AddMetadata) ==
                  912,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_AddMetadata");
static_assert(offsetof(PJRT_Api, PJRT_Client_DmaMap) == 920,
              "PJRT_Api.PJRT_Client_DmaMap");
static_assert(offsetof(PJRT_Api, PJRT_Client_DmaUnmap) == 928,
              "PJRT_Api.PJRT_Client_DmaUnmap");
static_assert(offsetof(PJRT_Api, PJRT_Client_CreateUninitializedBuffer) == 936,
              "PJRT_Api.PJRT_Client_CreateUninitializedBuffer");
static_assert(offsetof(PJRT_Api, PJRT_Client_UpdateGlobalProcessInfo) == 944,
              "PJRT_Api.PJRT_Client_UpdateGlobalProcessInfo");
static_assert(offsetof(PJRT_Api, PJRT_TopologyDescription_Deserialize) == 952,
              "PJRT_Api.PJRT_TopologyDescription_Deserialize");
static_assert(offsetof(PJRT_Api, PJRT_Client_CreateAliasBuffer) == 960,
              "PJRT_Api.PJRT_Client_CreateAliasBuffer");
static_assert(offsetof(PJRT_Api, PJRT_Client_FulfillAliasBuffer) == 968,
              "PJRT_Api.PJRT_Client_FulfillAliasBuffer");
static_assert(offsetof(PJRT_Api, PJRT_LoadedExecutable_GetDeviceAssignment) ==
                  976,
              "PJRT_Api.PJRT_LoadedExecutable_GetDeviceAssignment");
static_assert(offsetof(PJRT_Api, PJRT_Client_CreateErrorBuffer) == 984,
              "PJRT_Api.PJRT_Client_CreateErrorBuffer");
static_assert(offsetof(PJRT_Api,
                       PJRT_AsyncHostToDeviceTransferManager_TransferLiteral) ==
                  992,
              "PJRT_Api.PJRT_AsyncHostToDeviceTransferManager_TransferLiteral");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_CopyRawToHostFuture) == 1000,
              "PJRT_Api.PJRT_Buffer_CopyRawToHostFuture");
static_assert(offsetof(PJRT_Api, PJRT_Device_PoisonExecution) == 1008,
              "PJRT_Api.PJRT_Device_PoisonExecution");
static_assert(offsetof(PJRT_Api, PJRT_Device_CreateAsyncTrackingEvent) == 1016,
              "PJRT_Api.PJRT_Device_CreateAsyncTrackingEvent");
static_assert(offsetof(PJRT_Api, PJRT_AsyncTrackingEvent_Destroy) == 1024,
              "PJRT_Api.PJRT_AsyncTrackingEvent_Destroy");
static_assert(offsetof(PJRT_Api, PJRT_Executable_GetCompileOptions) == 1032,
              "PJRT_Api.PJRT_Executable_GetCompileOptions");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_DonateWithControlDependency) ==
                  1040,
              "PJRT_Api.PJRT_Buffer_DonateWithControlDependency");
static_assert(offsetof(PJRT_Api, PJRT_Event_Create) == 1048,
              "PJRT_Api.PJRT_Event_Create");
static_assert(offsetof(PJRT_Api, PJRT_Event_Set) == 1056,
              "PJRT_Api.PJRT_Event_Set");
static_assert(offsetof(PJRT_Api, PJRT_Device_GetAttributes) == 1064,
              "PJRT_Api.PJRT_Device_GetAttributes");
static_assert(offsetof(PJRT_Api, PJRT_Client_Load) == 1072,
              "PJRT_Api.PJRT_Client_Load");
static_assert(offsetof(PJRT_Api,
                       PJRT_LoadedExecutable_AddressableDeviceLogicalIds) ==
                  1080,
              "PJRT_Api.PJRT_LoadedExecutable_AddressableDeviceLogicalIds");
static_assert(offsetof(PJRT_Api, PJRT_Buffer_Bitcast) == 1088,
              "PJRT_Api.PJRT_Buffer_Bitcast");
static_assert(offsetof(PJRT_Api, PJRT_Error_ForEachPayload) == 1096,
              "PJRT_Api.PJRT_Error_ForEachPayload");
static_assert(offsetof(PJRT_Api, PJRT_TopologyDescription_Fingerprint) == 1104,
              "PJRT_Api.PJRT_TopologyDescription_Fingerprint");
static_assert(offsetof(PJRT_Api, PJRT_Executable_ParameterMemoryKinds) == 1112,
              "PJRT_Api.PJRT_Executable_ParameterMemoryKinds");
static_assert(offsetof(PJRT_Api, PJRT_Device_ClearMemoryStats) == 1120,
              "PJRT_Api.PJRT_Device_ClearMemoryStats");
static_assert(
    offsetof(PJRT_Api,
             PJRT_TopologyDescription_MakeCanonicalShapeForMemorySpace) == 1128,
    "PJRT_Api.PJRT_TopologyDescription_MakeCanonicalShapeForMemorySpace");
static_assert(offsetof(PJRT_Api,
                       PJRT_TopologyDescription_GetMemorySpaceKindIds) == 1136,
              "PJRT_Api.PJRT_TopologyDescription_GetMemorySpaceKindIds");
static_assert(sizeof(PJRT_Api) == 1144, "PJRT_Api");
#endif
