/*===- pjrt_abi.h - Strata's declarations of the PJRT C API ----*- C -*-===*
 *
 * The binary interface of the PJRT C API (major 0, minor 114, as jaxlib
 * 0.11 loads it), declared from its documented layout for x86-64 / AArch64
 * LP64: the structs libstrata-pjrt.so reads and writes, and the function
 * table it exports from GetPjrtApi(). bench/pjrt/pjrt-abi-notes.md records
 * where each offset comes from; pjrt_abi_check.cpp asserts every offset.
 *
 * Conventions of the interface: every args struct starts with struct_size
 * (the caller's PJRT_STRUCT_SIZE of it) and an extension chain; every call
 * returns a PJRT_Error* (NULL: success). Functions whose args Strata never
 * reads are declared with PJRT_UndeclaredFunction: Strata answers them with
 * an UNIMPLEMENTED error.
 *
 *===----------------------------------------------------------------------===*/

#ifndef STRATA_PJRT_PJRT_ABI_H
#define STRATA_PJRT_PJRT_ABI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PJRT_API_MAJOR 0
#define PJRT_API_MINOR 114

/* The bytes up to the end of `field`, without trailing padding: the value
 * callers put in struct_size. */
#define PJRT_STRUCT_SIZE(type, field)                                          \
  (offsetof(type, field) + sizeof(((type *)0)->field))

typedef enum {
  PJRT_Error_Code_OK = 0,
  PJRT_Error_Code_CANCELLED = 1,
  PJRT_Error_Code_UNKNOWN = 2,
  PJRT_Error_Code_INVALID_ARGUMENT = 3,
  PJRT_Error_Code_DEADLINE_EXCEEDED = 4,
  PJRT_Error_Code_NOT_FOUND = 5,
  PJRT_Error_Code_ALREADY_EXISTS = 6,
  PJRT_Error_Code_PERMISSION_DENIED = 7,
  PJRT_Error_Code_RESOURCE_EXHAUSTED = 8,
  PJRT_Error_Code_FAILED_PRECONDITION = 9,
  PJRT_Error_Code_ABORTED = 10,
  PJRT_Error_Code_OUT_OF_RANGE = 11,
  PJRT_Error_Code_UNIMPLEMENTED = 12,
  PJRT_Error_Code_INTERNAL = 13,
  PJRT_Error_Code_UNAVAILABLE = 14,
  PJRT_Error_Code_DATA_LOSS = 15,
  PJRT_Error_Code_UNAUTHENTICATED = 16
} PJRT_Error_Code;

typedef enum {
  PJRT_NamedValue_kString = 0,
  PJRT_NamedValue_kInt64 = 1,
  PJRT_NamedValue_kInt64List = 2,
  PJRT_NamedValue_kFloat = 3,
  PJRT_NamedValue_kBool = 4
} PJRT_NamedValue_Type;

/* Element types; the values are the interface's (0.114). */
typedef enum {
  PJRT_Buffer_Type_INVALID = 0,
  PJRT_Buffer_Type_PRED = 1,
  PJRT_Buffer_Type_S8 = 2,
  PJRT_Buffer_Type_S16 = 3,
  PJRT_Buffer_Type_S32 = 4,
  PJRT_Buffer_Type_S64 = 5,
  PJRT_Buffer_Type_U8 = 6,
  PJRT_Buffer_Type_U16 = 7,
  PJRT_Buffer_Type_U32 = 8,
  PJRT_Buffer_Type_U64 = 9,
  PJRT_Buffer_Type_F16 = 10,
  PJRT_Buffer_Type_F32 = 11,
  PJRT_Buffer_Type_F64 = 12,
  PJRT_Buffer_Type_BF16 = 13,
  PJRT_Buffer_Type_C64 = 14,
  PJRT_Buffer_Type_C128 = 15,
  PJRT_Buffer_Type_F8E5M2 = 16,
  PJRT_Buffer_Type_F8E4M3FN = 17,
  PJRT_Buffer_Type_F8E4M3B11FNUZ = 18,
  PJRT_Buffer_Type_F8E5M2FNUZ = 19,
  PJRT_Buffer_Type_F8E4M3FNUZ = 20,
  PJRT_Buffer_Type_S4 = 21,
  PJRT_Buffer_Type_U4 = 22,
  PJRT_Buffer_Type_TOKEN = 23,
  PJRT_Buffer_Type_S2 = 24,
  PJRT_Buffer_Type_U2 = 25,
  PJRT_Buffer_Type_F8E4M3 = 26,
  PJRT_Buffer_Type_F8E3M4 = 27,
  PJRT_Buffer_Type_F8E8M0FNU = 28,
  PJRT_Buffer_Type_F4E2M1FN = 29,
  PJRT_Buffer_Type_S1 = 30,
  PJRT_Buffer_Type_U1 = 31,
  PJRT_Buffer_Type_F6E2M3FN = 32,
  PJRT_Buffer_Type_F6E3M2FN = 33
} PJRT_Buffer_Type;

typedef enum {
  PJRT_HostBufferSemantics_kImmutableOnlyDuringCall = 0,
  PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes = 1,
  PJRT_HostBufferSemantics_kImmutableZeroCopy = 2,
  PJRT_HostBufferSemantics_kMutableZeroCopy = 3
} PJRT_HostBufferSemantics;

typedef enum {
  PJRT_Buffer_MemoryLayout_Type_Tiled = 0,
  PJRT_Buffer_MemoryLayout_Type_Strides = 1
} PJRT_Buffer_MemoryLayout_Type;

typedef enum {
  PJRT_Extension_Type_Profiler = 1
  /* Others exist; Strata offers none and skips those it is given. */
} PJRT_Extension_Type;

/* Handles the plugin defines (opaque to callers). */
typedef struct PJRT_Client PJRT_Client;
typedef struct PJRT_Device PJRT_Device;
typedef struct PJRT_DeviceDescription PJRT_DeviceDescription;
typedef struct PJRT_TopologyDescription PJRT_TopologyDescription;
typedef struct PJRT_Executable PJRT_Executable;
typedef struct PJRT_LoadedExecutable PJRT_LoadedExecutable;
typedef struct PJRT_Buffer PJRT_Buffer;
typedef struct PJRT_Event PJRT_Event;
typedef struct PJRT_ExecuteContext PJRT_ExecuteContext;
typedef struct PJRT_CopyToDeviceStream PJRT_CopyToDeviceStream;
typedef struct PJRT_SerializedExecutable PJRT_SerializedExecutable;
typedef struct PJRT_DeviceAssignmentSerialized PJRT_DeviceAssignmentSerialized;
typedef struct PJRT_Device_Attributes PJRT_Device_Attributes;
typedef struct PJRT_MultiSlice_Config PJRT_MultiSlice_Config;

typedef struct PJRT_Extension_Base PJRT_Extension_Base;
typedef struct PJRT_Api_Version PJRT_Api_Version;
typedef struct PJRT_NamedValue PJRT_NamedValue;
typedef struct PJRT_Buffer_MemoryLayout_Tiled PJRT_Buffer_MemoryLayout_Tiled;
typedef struct PJRT_Buffer_MemoryLayout_Strides
    PJRT_Buffer_MemoryLayout_Strides;
typedef struct PJRT_Buffer_MemoryLayout PJRT_Buffer_MemoryLayout;
typedef struct PJRT_Program PJRT_Program;
typedef struct PJRT_Chunk PJRT_Chunk;
typedef struct PJRT_SendCallbackInfo PJRT_SendCallbackInfo;
typedef struct PJRT_RecvCallbackInfo PJRT_RecvCallbackInfo;
typedef struct PJRT_HloOutputCallbackInfo PJRT_HloOutputCallbackInfo;
typedef struct PJRT_ExecuteOptions PJRT_ExecuteOptions;
typedef struct PJRT_LogicalDeviceIds PJRT_LogicalDeviceIds;
typedef struct PJRT_Error_FunctionTable PJRT_Error_FunctionTable;
typedef struct PJRT_Error PJRT_Error;
typedef struct PJRT_Memory_FunctionTable PJRT_Memory_FunctionTable;
typedef struct PJRT_Memory PJRT_Memory;
typedef struct PJRT_Error_Destroy_Args PJRT_Error_Destroy_Args;
typedef struct PJRT_Error_Message_Args PJRT_Error_Message_Args;
typedef struct PJRT_Error_GetCode_Args PJRT_Error_GetCode_Args;
typedef struct PJRT_Error_ForEachPayload_Args PJRT_Error_ForEachPayload_Args;
typedef struct PJRT_Plugin_Initialize_Args PJRT_Plugin_Initialize_Args;
typedef struct PJRT_Plugin_Attributes_Args PJRT_Plugin_Attributes_Args;
typedef struct PJRT_Event_Destroy_Args PJRT_Event_Destroy_Args;
typedef struct PJRT_Event_IsReady_Args PJRT_Event_IsReady_Args;
typedef struct PJRT_Event_Error_Args PJRT_Event_Error_Args;
typedef struct PJRT_Event_Await_Args PJRT_Event_Await_Args;
typedef struct PJRT_Event_OnReady_Args PJRT_Event_OnReady_Args;
typedef struct PJRT_Event_Create_Args PJRT_Event_Create_Args;
typedef struct PJRT_Event_Set_Args PJRT_Event_Set_Args;
typedef struct PJRT_Client_Create_Args PJRT_Client_Create_Args;
typedef struct PJRT_Client_Destroy_Args PJRT_Client_Destroy_Args;
typedef struct PJRT_Client_PlatformName_Args PJRT_Client_PlatformName_Args;
typedef struct PJRT_Client_ProcessIndex_Args PJRT_Client_ProcessIndex_Args;
typedef struct PJRT_Client_PlatformVersion_Args
    PJRT_Client_PlatformVersion_Args;
typedef struct PJRT_Client_TopologyDescription_Args
    PJRT_Client_TopologyDescription_Args;
typedef struct PJRT_Client_Devices_Args PJRT_Client_Devices_Args;
typedef struct PJRT_Client_AddressableDevices_Args
    PJRT_Client_AddressableDevices_Args;
typedef struct PJRT_Client_LookupDevice_Args PJRT_Client_LookupDevice_Args;
typedef struct PJRT_Client_LookupAddressableDevice_Args
    PJRT_Client_LookupAddressableDevice_Args;
typedef struct PJRT_Client_AddressableMemories_Args
    PJRT_Client_AddressableMemories_Args;
typedef struct PJRT_Client_Compile_Args PJRT_Client_Compile_Args;
typedef struct PJRT_Client_DefaultDeviceAssignment_Args
    PJRT_Client_DefaultDeviceAssignment_Args;
typedef struct PJRT_Client_BufferFromHostBuffer_Args
    PJRT_Client_BufferFromHostBuffer_Args;
typedef struct PJRT_DeviceDescription_Id_Args PJRT_DeviceDescription_Id_Args;
typedef struct PJRT_DeviceDescription_ProcessIndex_Args
    PJRT_DeviceDescription_ProcessIndex_Args;
typedef struct PJRT_DeviceDescription_Attributes_Args
    PJRT_DeviceDescription_Attributes_Args;
typedef struct PJRT_DeviceDescription_Kind_Args
    PJRT_DeviceDescription_Kind_Args;
typedef struct PJRT_DeviceDescription_DebugString_Args
    PJRT_DeviceDescription_DebugString_Args;
typedef struct PJRT_DeviceDescription_ToString_Args
    PJRT_DeviceDescription_ToString_Args;
typedef struct PJRT_Device_GetDescription_Args PJRT_Device_GetDescription_Args;
typedef struct PJRT_Device_IsAddressable_Args PJRT_Device_IsAddressable_Args;
typedef struct PJRT_Device_LocalHardwareId_Args
    PJRT_Device_LocalHardwareId_Args;
typedef struct PJRT_Device_AddressableMemories_Args
    PJRT_Device_AddressableMemories_Args;
typedef struct PJRT_Device_DefaultMemory_Args PJRT_Device_DefaultMemory_Args;
typedef struct PJRT_Device_MemoryStats_Args PJRT_Device_MemoryStats_Args;
typedef struct PJRT_Device_GetAttributes_Args PJRT_Device_GetAttributes_Args;
typedef struct PJRT_Memory_Id_Args PJRT_Memory_Id_Args;
typedef struct PJRT_Memory_Kind_Args PJRT_Memory_Kind_Args;
typedef struct PJRT_Memory_Kind_Id_Args PJRT_Memory_Kind_Id_Args;
typedef struct PJRT_Memory_DebugString_Args PJRT_Memory_DebugString_Args;
typedef struct PJRT_Memory_ToString_Args PJRT_Memory_ToString_Args;
typedef struct PJRT_Memory_AddressableByDevices_Args
    PJRT_Memory_AddressableByDevices_Args;
typedef struct PJRT_Executable_Destroy_Args PJRT_Executable_Destroy_Args;
typedef struct PJRT_Executable_Name_Args PJRT_Executable_Name_Args;
typedef struct PJRT_Executable_NumReplicas_Args
    PJRT_Executable_NumReplicas_Args;
typedef struct PJRT_Executable_NumPartitions_Args
    PJRT_Executable_NumPartitions_Args;
typedef struct PJRT_Executable_NumOutputs_Args PJRT_Executable_NumOutputs_Args;
typedef struct PJRT_Executable_SizeOfGeneratedCodeInBytes_Args
    PJRT_Executable_SizeOfGeneratedCodeInBytes_Args;
typedef struct PJRT_Executable_GetCostAnalysis_Args
    PJRT_Executable_GetCostAnalysis_Args;
typedef struct PJRT_Executable_OutputMemoryKinds_Args
    PJRT_Executable_OutputMemoryKinds_Args;
typedef struct PJRT_Executable_ParameterMemoryKinds_Args
    PJRT_Executable_ParameterMemoryKinds_Args;
typedef struct PJRT_Executable_OptimizedProgram_Args
    PJRT_Executable_OptimizedProgram_Args;
typedef struct PJRT_Executable_Serialize_Args PJRT_Executable_Serialize_Args;
typedef struct PJRT_Executable_OutputElementTypes_Args
    PJRT_Executable_OutputElementTypes_Args;
typedef struct PJRT_Executable_OutputDimensions_Args
    PJRT_Executable_OutputDimensions_Args;
typedef struct PJRT_Executable_Fingerprint_Args
    PJRT_Executable_Fingerprint_Args;
typedef struct PJRT_Executable_GetCompiledMemoryStats_Args
    PJRT_Executable_GetCompiledMemoryStats_Args;
typedef struct PJRT_LoadedExecutable_Destroy_Args
    PJRT_LoadedExecutable_Destroy_Args;
typedef struct PJRT_LoadedExecutable_GetExecutable_Args
    PJRT_LoadedExecutable_GetExecutable_Args;
typedef struct PJRT_LoadedExecutable_AddressableDevices_Args
    PJRT_LoadedExecutable_AddressableDevices_Args;
typedef struct PJRT_LoadedExecutable_Delete_Args
    PJRT_LoadedExecutable_Delete_Args;
typedef struct PJRT_LoadedExecutable_IsDeleted_Args
    PJRT_LoadedExecutable_IsDeleted_Args;
typedef struct PJRT_LoadedExecutable_Execute_Args
    PJRT_LoadedExecutable_Execute_Args;
typedef struct PJRT_LoadedExecutable_Fingerprint_Args
    PJRT_LoadedExecutable_Fingerprint_Args;
typedef struct PJRT_LoadedExecutable_GetDeviceAssignment_Args
    PJRT_LoadedExecutable_GetDeviceAssignment_Args;
typedef struct PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args
    PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args;
typedef struct PJRT_Buffer_Destroy_Args PJRT_Buffer_Destroy_Args;
typedef struct PJRT_Buffer_ElementType_Args PJRT_Buffer_ElementType_Args;
typedef struct PJRT_Buffer_Dimensions_Args PJRT_Buffer_Dimensions_Args;
typedef struct PJRT_Buffer_UnpaddedDimensions_Args
    PJRT_Buffer_UnpaddedDimensions_Args;
typedef struct PJRT_Buffer_DynamicDimensionIndices_Args
    PJRT_Buffer_DynamicDimensionIndices_Args;
typedef struct PJRT_Buffer_GetMemoryLayout_Args
    PJRT_Buffer_GetMemoryLayout_Args;
typedef struct PJRT_Buffer_OnDeviceSizeInBytes_Args
    PJRT_Buffer_OnDeviceSizeInBytes_Args;
typedef struct PJRT_Buffer_Device_Args PJRT_Buffer_Device_Args;
typedef struct PJRT_Buffer_Memory_Args PJRT_Buffer_Memory_Args;
typedef struct PJRT_Buffer_Delete_Args PJRT_Buffer_Delete_Args;
typedef struct PJRT_Buffer_IsDeleted_Args PJRT_Buffer_IsDeleted_Args;
typedef struct PJRT_Buffer_CopyToDevice_Args PJRT_Buffer_CopyToDevice_Args;
typedef struct PJRT_Buffer_CopyToMemory_Args PJRT_Buffer_CopyToMemory_Args;
typedef struct PJRT_Buffer_ToHostBuffer_Args PJRT_Buffer_ToHostBuffer_Args;
typedef struct PJRT_Buffer_IsOnCpu_Args PJRT_Buffer_IsOnCpu_Args;
typedef struct PJRT_Buffer_ReadyEvent_Args PJRT_Buffer_ReadyEvent_Args;
typedef struct PJRT_Buffer_UnsafePointer_Args PJRT_Buffer_UnsafePointer_Args;
typedef struct PJRT_Buffer_IncreaseExternalReferenceCount_Args
    PJRT_Buffer_IncreaseExternalReferenceCount_Args;
typedef struct PJRT_Buffer_DecreaseExternalReferenceCount_Args
    PJRT_Buffer_DecreaseExternalReferenceCount_Args;
typedef struct PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args
    PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args;

/* Callbacks. */
typedef void (*PJRT_Event_OnReadyCallback)(PJRT_Error *error, void *user_arg);
typedef PJRT_Error *(*PJRT_CallbackError)(PJRT_Error_Code code,
                                          const char *message,
                                          size_t message_size);
typedef void (*PJRT_Error_PayloadVisitor)(const char *key, size_t key_size,
                                          const char *value, size_t value_size,
                                          void *user_arg);
typedef struct PJRT_KeyValueGetCallback_Args PJRT_KeyValueGetCallback_Args;
typedef struct PJRT_KeyValueTryGetCallback_Args
    PJRT_KeyValueTryGetCallback_Args;
typedef struct PJRT_KeyValuePutCallback_Args PJRT_KeyValuePutCallback_Args;
typedef PJRT_Error *(*PJRT_KeyValueGetCallback)(
    PJRT_KeyValueGetCallback_Args *args);
typedef PJRT_Error *(*PJRT_KeyValueTryGetCallback)(
    PJRT_KeyValueTryGetCallback_Args *args);
typedef PJRT_Error *(*PJRT_KeyValuePutCallback)(
    PJRT_KeyValuePutCallback_Args *args);
typedef void (*PJRT_KeyValueGetCallback_ValueDeleter)(char *value);
typedef void (*PJRT_KeyValueTryGetCallback_ValueDeleter)(char *value);
typedef PJRT_Error *(*PJRT_SendCallback)(PJRT_Chunk *chunk,
                                         PJRT_CallbackError *callback_error,
                                         size_t total_size_in_bytes, bool done,
                                         void *user_arg);
typedef void (*PJRT_RecvCallback)(PJRT_CopyToDeviceStream *stream,
                                  void *user_arg);
typedef void (*PJRT_HloOutputCallback)(int64_t replica_id, int64_t partition_id,
                                       const void *data,
                                       const int64_t *shape_dims,
                                       size_t shape_num_dims,
                                       PJRT_Buffer_Type shape_element_type,
                                       int64_t operand_index, void *user_arg);

struct PJRT_Extension_Base {
  size_t struct_size;
  PJRT_Extension_Type type;
  PJRT_Extension_Base *next;
};
struct PJRT_Api_Version {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  int major_version; /* out */
  int minor_version; /* out */
};
struct PJRT_NamedValue {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *name;
  size_t name_size;
  PJRT_NamedValue_Type type;
  union {
    const char *string_value;
    int64_t int64_value;
    const int64_t *int64_array_value;
    float float_value;
    bool bool_value;
  };
  size_t value_size;
};
struct PJRT_Buffer_MemoryLayout_Tiled {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const int64_t *minor_to_major;
  size_t minor_to_major_size;
  const int64_t *tile_dims;
  const size_t *tile_dim_sizes;
  size_t num_tiles;
};
struct PJRT_Buffer_MemoryLayout_Strides {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const int64_t *byte_strides;
  size_t num_byte_strides;
};
struct PJRT_Buffer_MemoryLayout {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  union {
    PJRT_Buffer_MemoryLayout_Tiled tiled;
    PJRT_Buffer_MemoryLayout_Strides strides;
  };
  PJRT_Buffer_MemoryLayout_Type type;
};
struct PJRT_Program {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  char *code; /* out */
  size_t code_size;
  const char *format;
  size_t format_size;
};
struct PJRT_Chunk {
  void *data;
  size_t size;
  void (*deleter)(void *data, void *deleter_arg);
  void *deleter_arg;
};
struct PJRT_SendCallbackInfo {
  int64_t channel_id;
  void *user_arg;
  PJRT_SendCallback send_callback;
};
struct PJRT_RecvCallbackInfo {
  int64_t channel_id;
  void *user_arg;
  PJRT_RecvCallback recv_callback;
};
struct PJRT_HloOutputCallbackInfo {
  void *user_arg;
  PJRT_HloOutputCallback callback;
  int64_t callback_id;
  size_t num_operands;
};
struct PJRT_ExecuteOptions {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_SendCallbackInfo **send_callbacks;
  PJRT_RecvCallbackInfo **recv_callbacks;
  size_t num_send_ops;
  size_t num_recv_ops;
  int launch_id;
  const int64_t *non_donatable_input_indices;
  size_t num_non_donatable_input_indices;
  PJRT_ExecuteContext *context;
  const char *call_location;
  size_t num_tasks;
  int *task_ids;
  int64_t *incarnation_ids;
  PJRT_MultiSlice_Config *multi_slice_config;
  bool use_major_to_minor_data_layout_for_callbacks;
  PJRT_HloOutputCallbackInfo *hlo_output_callbacks;
  size_t num_hlo_output_callbacks;
};
struct PJRT_LogicalDeviceIds {
  int replica;
  int partition;
};
struct PJRT_Error_FunctionTable {
  size_t struct_size;
  size_t instance_size;
  PJRT_Extension_Base *extension_start;
  void (*destroy)(PJRT_Error *error);
  void (*message)(const PJRT_Error *error, const char **message,
                  size_t *message_size);
  PJRT_Error_Code (*get_code)(const PJRT_Error *error);
  void (*for_each_payload)(const PJRT_Error *error,
                           PJRT_Error_PayloadVisitor visitor, void *user_arg);
};
struct PJRT_Error {
  const PJRT_Error_FunctionTable *vtable;
};
struct PJRT_Memory_FunctionTable {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  size_t instance_struct_size;
  void *(*get_user_data)(PJRT_Memory *memory, const void *key);
  void (*set_user_data)(PJRT_Memory *memory, const void *key, void *data,
                        void (*dtor)(void *));
};
struct PJRT_Memory {
  const PJRT_Memory_FunctionTable *vtable;
};
struct PJRT_Error_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Error *error;
};
struct PJRT_Error_Message_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_Error *error;
  const char *message; /* out */
  size_t message_size; /* out */
};
struct PJRT_Error_GetCode_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_Error *error;
  PJRT_Error_Code code; /* out */
};
struct PJRT_Error_ForEachPayload_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_Error *error;
  PJRT_Error_PayloadVisitor visitor;
  void *user_arg;
};
struct PJRT_Plugin_Initialize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
};
struct PJRT_Plugin_Attributes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_NamedValue *attributes; /* out */
  size_t num_attributes;             /* out */
};
struct PJRT_Event_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
};
struct PJRT_Event_IsReady_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
  bool is_ready; /* out */
};
struct PJRT_Event_Error_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
};
struct PJRT_Event_Await_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
};
struct PJRT_Event_OnReady_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
  PJRT_Event_OnReadyCallback callback;
  void *user_arg;
};
struct PJRT_Event_Create_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event; /* out */
};
struct PJRT_Event_Set_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Event *event;
  PJRT_Error_Code error_code;
  const char *error_message;
  size_t error_message_size;
};
struct PJRT_Client_Create_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_NamedValue *create_options;
  size_t num_options;
  PJRT_KeyValueGetCallback kv_get_callback;
  void *kv_get_user_arg;
  PJRT_KeyValuePutCallback kv_put_callback;
  void *kv_put_user_arg;
  PJRT_Client *client; /* out */
  PJRT_KeyValueTryGetCallback kv_try_get_callback;
  void *kv_try_get_user_arg;
};
struct PJRT_Client_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
};
struct PJRT_Client_PlatformName_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const char *platform_name; /* out */
  size_t platform_name_size; /* out */
};
struct PJRT_Client_ProcessIndex_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  int process_index; /* out */
};
struct PJRT_Client_PlatformVersion_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const char *platform_version; /* out */
  size_t platform_version_size; /* out */
};
struct PJRT_Client_TopologyDescription_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_TopologyDescription *topology; /* out */
};
struct PJRT_Client_Devices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Device *const *devices; /* out */
  size_t num_devices;          /* out */
};
struct PJRT_Client_AddressableDevices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Device *const *addressable_devices; /* out */
  size_t num_addressable_devices;          /* out */
};
struct PJRT_Client_LookupDevice_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  int id;
  PJRT_Device *device; /* out */
};
struct PJRT_Client_LookupAddressableDevice_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  int local_hardware_id;
  PJRT_Device *addressable_device; /* out */
};
struct PJRT_Client_AddressableMemories_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  PJRT_Memory *const *addressable_memories; /* out */
  size_t num_addressable_memories;          /* out */
};
struct PJRT_Client_Compile_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const PJRT_Program *program;
  const char *compile_options;
  size_t compile_options_size;
  PJRT_LoadedExecutable *executable; /* out */
};
struct PJRT_Client_DefaultDeviceAssignment_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  int num_replicas;
  int num_partitions;
  size_t default_assignment_size;
  int *default_assignment;
};
struct PJRT_Client_BufferFromHostBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Client *client;
  const void *data;
  PJRT_Buffer_Type type;
  const int64_t *dims;
  size_t num_dims;
  const int64_t *byte_strides;
  size_t num_byte_strides;
  PJRT_HostBufferSemantics host_buffer_semantics;
  PJRT_Device *device;
  PJRT_Memory *memory;
  PJRT_Buffer_MemoryLayout *device_layout;
  PJRT_Event *done_with_host_buffer; /* out */
  PJRT_Buffer *buffer;               /* out */
};
struct PJRT_KeyValueGetCallback_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *key;
  size_t key_size;
  int timeout_in_ms;
  PJRT_CallbackError *callback_error;
  void *user_arg;
  char *value;                                                  /* out */
  size_t value_size;                                            /* out */
  PJRT_KeyValueGetCallback_ValueDeleter value_deleter_callback; /* out */
};
struct PJRT_KeyValueTryGetCallback_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *key;
  size_t key_size;
  PJRT_CallbackError *callback_error;
  void *user_arg;
  char *value;                                                     /* out */
  size_t value_size;                                               /* out */
  PJRT_KeyValueTryGetCallback_ValueDeleter value_deleter_callback; /* out */
};
struct PJRT_KeyValuePutCallback_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const char *key;
  size_t key_size;
  const char *value;
  size_t value_size;
  PJRT_CallbackError *callback_error;
  void *user_arg;
};
struct PJRT_DeviceDescription_Id_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  int id; /* out */
};
struct PJRT_DeviceDescription_ProcessIndex_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  int process_index; /* out */
};
struct PJRT_DeviceDescription_Attributes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  size_t num_attributes;             /* out */
  const PJRT_NamedValue *attributes; /* out */
};
struct PJRT_DeviceDescription_Kind_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  const char *device_kind; /* out */
  size_t device_kind_size; /* out */
};
struct PJRT_DeviceDescription_DebugString_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  const char *debug_string; /* out */
  size_t debug_string_size; /* out */
};
struct PJRT_DeviceDescription_ToString_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_DeviceDescription *device_description;
  const char *to_string; /* out */
  size_t to_string_size; /* out */
};
struct PJRT_Device_GetDescription_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  PJRT_DeviceDescription *device_description; /* out */
};
struct PJRT_Device_IsAddressable_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  bool is_addressable; /* out */
};
struct PJRT_Device_LocalHardwareId_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  int local_hardware_id; /* out */
};
struct PJRT_Device_AddressableMemories_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  PJRT_Memory *const *memories; /* out */
  size_t num_memories;          /* out */
};
struct PJRT_Device_DefaultMemory_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  PJRT_Memory *memory; /* out */
};
struct PJRT_Device_MemoryStats_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  int64_t bytes_in_use;                 /* out */
  int64_t peak_bytes_in_use;            /* out */
  bool peak_bytes_in_use_is_set;        /* out */
  int64_t num_allocs;                   /* out */
  bool num_allocs_is_set;               /* out */
  int64_t largest_alloc_size;           /* out */
  bool largest_alloc_size_is_set;       /* out */
  int64_t bytes_limit;                  /* out */
  bool bytes_limit_is_set;              /* out */
  int64_t bytes_reserved;               /* out */
  bool bytes_reserved_is_set;           /* out */
  int64_t peak_bytes_reserved;          /* out */
  bool peak_bytes_reserved_is_set;      /* out */
  int64_t bytes_reservable_limit;       /* out */
  bool bytes_reservable_limit_is_set;   /* out */
  int64_t largest_free_block_bytes;     /* out */
  bool largest_free_block_bytes_is_set; /* out */
  int64_t pool_bytes;                   /* out */
  bool pool_bytes_is_set;               /* out */
  int64_t peak_pool_bytes;              /* out */
  bool peak_pool_bytes_is_set;          /* out */
  int64_t peak_allocated_bytes;         /* out */
  bool peak_allocated_bytes_is_set;     /* out */
};
struct PJRT_Device_GetAttributes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Device *device;
  const PJRT_NamedValue *attributes;         /* out */
  size_t num_attributes;                     /* out */
  PJRT_Device_Attributes *device_attributes; /* out */
  void (*attributes_deleter)(
      PJRT_Device_Attributes *device_attributes); /* out */
};
struct PJRT_Memory_Id_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  int id; /* out */
};
struct PJRT_Memory_Kind_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  const char *kind; /* out */
  size_t kind_size; /* out */
};
struct PJRT_Memory_Kind_Id_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  int kind_id; /* out */
};
struct PJRT_Memory_DebugString_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  const char *debug_string; /* out */
  size_t debug_string_size; /* out */
};
struct PJRT_Memory_ToString_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  const char *to_string; /* out */
  size_t to_string_size; /* out */
};
struct PJRT_Memory_AddressableByDevices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Memory *memory;
  PJRT_Device *const *devices; /* out */
  size_t num_devices;          /* out */
};
struct PJRT_Executable_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
};
struct PJRT_Executable_Name_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  const char *executable_name; /* out */
  size_t executable_name_size; /* out */
};
struct PJRT_Executable_NumReplicas_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_replicas; /* out */
};
struct PJRT_Executable_NumPartitions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_partitions; /* out */
};
struct PJRT_Executable_NumOutputs_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_outputs; /* out */
};
struct PJRT_Executable_SizeOfGeneratedCodeInBytes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  int64_t size_in_bytes; /* out */
};
struct PJRT_Executable_GetCostAnalysis_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_properties;             /* out */
  const PJRT_NamedValue *properties; /* out */
};
struct PJRT_Executable_OutputMemoryKinds_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_outputs;
  const char *const *memory_kinds; /* out */
  const size_t *memory_kind_sizes; /* out */
};
struct PJRT_Executable_ParameterMemoryKinds_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_parameters;
  const char *const *memory_kinds; /* out */
  const size_t *memory_kind_sizes; /* out */
};
struct PJRT_Executable_OptimizedProgram_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  PJRT_Program *program; /* out */
};
struct PJRT_Executable_Serialize_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  const PJRT_Executable *executable;
  const char *serialized_bytes; /* out */
  size_t serialized_bytes_size; /* out */
  PJRT_SerializedExecutable *serialized_executable;
  void (*serialized_executable_deleter)(
      PJRT_SerializedExecutable *exec); /* out */
};
struct PJRT_Executable_OutputElementTypes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  PJRT_Buffer_Type *output_types; /* out */
  size_t num_output_types;        /* out */
};
struct PJRT_Executable_OutputDimensions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  size_t num_outputs;
  const int64_t *dims;     /* out */
  const size_t *dim_sizes; /* out */
};
struct PJRT_Executable_Fingerprint_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  const char *executable_fingerprint; /* out */
  size_t executable_fingerprint_size; /* out */
};
struct PJRT_Executable_GetCompiledMemoryStats_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Executable *executable;
  int64_t generated_code_size_in_bytes;      /* out */
  int64_t argument_size_in_bytes;            /* out */
  int64_t output_size_in_bytes;              /* out */
  int64_t alias_size_in_bytes;               /* out */
  int64_t temp_size_in_bytes;                /* out */
  int64_t host_generated_code_size_in_bytes; /* out */
  int64_t host_argument_size_in_bytes;       /* out */
  int64_t host_output_size_in_bytes;         /* out */
  int64_t host_alias_size_in_bytes;          /* out */
  int64_t host_temp_size_in_bytes;           /* out */
  int64_t peak_memory_in_bytes;              /* out */
  int64_t total_size_in_bytes;               /* out */
  int64_t total_allocation_bytes;            /* out */
  int64_t indefinite_allocations;            /* out */
  int64_t peak_unpadded_heap_bytes;          /* out */
};
struct PJRT_LoadedExecutable_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
};
struct PJRT_LoadedExecutable_GetExecutable_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *loaded_executable;
  PJRT_Executable *executable; /* out */
};
struct PJRT_LoadedExecutable_AddressableDevices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  PJRT_Device *const *addressable_devices; /* out */
  size_t num_addressable_devices;          /* out */
};
struct PJRT_LoadedExecutable_Delete_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
};
struct PJRT_LoadedExecutable_IsDeleted_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  bool is_deleted; /* out */
};
struct PJRT_LoadedExecutable_Execute_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  PJRT_ExecuteOptions *options;
  PJRT_Buffer *const *const *argument_lists;
  size_t num_devices;
  size_t num_args;
  PJRT_Buffer **const *output_lists;   /* out */
  PJRT_Event **device_complete_events; /* out */
  PJRT_Device *execute_device;
};
struct PJRT_LoadedExecutable_Fingerprint_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  const char *executable_fingerprint; /* out */
  size_t executable_fingerprint_size; /* out */
};
struct PJRT_LoadedExecutable_GetDeviceAssignment_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  const char *serialized_bytes; /* out */
  size_t serialized_bytes_size; /* out */
  PJRT_DeviceAssignmentSerialized *serialized_device_assignment;
  void (*serialized_device_assignment_deleter)(
      PJRT_DeviceAssignmentSerialized *da); /* out */
};
struct PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_LoadedExecutable *executable;
  PJRT_LogicalDeviceIds *addressable_device_logical_ids; /* out */
  size_t num_addressable_device_logical_ids;             /* out */
};
struct PJRT_Buffer_Destroy_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
};
struct PJRT_Buffer_ElementType_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Buffer_Type type; /* out */
};
struct PJRT_Buffer_Dimensions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  const int64_t *dims; /* out */
  size_t num_dims;     /* out */
};
struct PJRT_Buffer_UnpaddedDimensions_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  const int64_t *unpadded_dims; /* out */
  size_t num_dims;              /* out */
};
struct PJRT_Buffer_DynamicDimensionIndices_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  const size_t *dynamic_dim_indices; /* out */
  size_t num_dynamic_dims;           /* out */
};
struct PJRT_Buffer_GetMemoryLayout_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Buffer_MemoryLayout layout; /* out */
};
struct PJRT_Buffer_OnDeviceSizeInBytes_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  size_t on_device_size_in_bytes; /* out */
};
struct PJRT_Buffer_Device_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Device *device; /* out */
};
struct PJRT_Buffer_Memory_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Memory *memory; /* out */
};
struct PJRT_Buffer_Delete_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
};
struct PJRT_Buffer_IsDeleted_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  bool is_deleted; /* out */
};
struct PJRT_Buffer_CopyToDevice_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Device *dst_device;
  PJRT_Buffer *dst_buffer; /* out */
};
struct PJRT_Buffer_CopyToMemory_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Memory *dst_memory;
  PJRT_Buffer *dst_buffer; /* out */
};
struct PJRT_Buffer_ToHostBuffer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *src;
  PJRT_Buffer_MemoryLayout *host_layout;
  void *dst;         /* out */
  size_t dst_size;   /* out */
  PJRT_Event *event; /* out */
};
struct PJRT_Buffer_IsOnCpu_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  bool is_on_cpu; /* out */
};
struct PJRT_Buffer_ReadyEvent_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  PJRT_Event *event; /* out */
};
struct PJRT_Buffer_UnsafePointer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  uintptr_t buffer_pointer; /* out */
};
struct PJRT_Buffer_IncreaseExternalReferenceCount_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
};
struct PJRT_Buffer_DecreaseExternalReferenceCount_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
};
struct PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Buffer *buffer;
  void *device_memory_ptr; /* out */
};

/* The functions (all but the two that return void report failure as a
 * PJRT_Error, NULL on success). */
typedef void PJRT_Error_Destroy(PJRT_Error_Destroy_Args *args);
typedef void PJRT_Error_Message(PJRT_Error_Message_Args *args);
typedef PJRT_Error *PJRT_Error_GetCode(PJRT_Error_GetCode_Args *args);
typedef PJRT_Error *PJRT_Plugin_Initialize(PJRT_Plugin_Initialize_Args *args);
typedef PJRT_Error *PJRT_Plugin_Attributes(PJRT_Plugin_Attributes_Args *args);
typedef PJRT_Error *PJRT_Event_Destroy(PJRT_Event_Destroy_Args *args);
typedef PJRT_Error *PJRT_Event_IsReady(PJRT_Event_IsReady_Args *args);
typedef PJRT_Error *PJRT_Event_Error(PJRT_Event_Error_Args *args);
typedef PJRT_Error *PJRT_Event_Await(PJRT_Event_Await_Args *args);
typedef PJRT_Error *PJRT_Event_OnReady(PJRT_Event_OnReady_Args *args);
typedef PJRT_Error *PJRT_Client_Create(PJRT_Client_Create_Args *args);
typedef PJRT_Error *PJRT_Client_Destroy(PJRT_Client_Destroy_Args *args);
typedef PJRT_Error *
PJRT_Client_PlatformName(PJRT_Client_PlatformName_Args *args);
typedef PJRT_Error *
PJRT_Client_ProcessIndex(PJRT_Client_ProcessIndex_Args *args);
typedef PJRT_Error *
PJRT_Client_PlatformVersion(PJRT_Client_PlatformVersion_Args *args);
typedef PJRT_Error *PJRT_Client_Devices(PJRT_Client_Devices_Args *args);
typedef PJRT_Error *
PJRT_Client_AddressableDevices(PJRT_Client_AddressableDevices_Args *args);
typedef PJRT_Error *
PJRT_Client_LookupDevice(PJRT_Client_LookupDevice_Args *args);
typedef PJRT_Error *PJRT_Client_LookupAddressableDevice(
    PJRT_Client_LookupAddressableDevice_Args *args);
typedef PJRT_Error *
PJRT_Client_AddressableMemories(PJRT_Client_AddressableMemories_Args *args);
typedef PJRT_Error *PJRT_Client_Compile(PJRT_Client_Compile_Args *args);
typedef PJRT_Error *PJRT_Client_DefaultDeviceAssignment(
    PJRT_Client_DefaultDeviceAssignment_Args *args);
typedef PJRT_Error *
PJRT_Client_BufferFromHostBuffer(PJRT_Client_BufferFromHostBuffer_Args *args);
typedef PJRT_Error *
PJRT_DeviceDescription_Id(PJRT_DeviceDescription_Id_Args *args);
typedef PJRT_Error *PJRT_DeviceDescription_ProcessIndex(
    PJRT_DeviceDescription_ProcessIndex_Args *args);
typedef PJRT_Error *
PJRT_DeviceDescription_Attributes(PJRT_DeviceDescription_Attributes_Args *args);
typedef PJRT_Error *
PJRT_DeviceDescription_Kind(PJRT_DeviceDescription_Kind_Args *args);
typedef PJRT_Error *PJRT_DeviceDescription_DebugString(
    PJRT_DeviceDescription_DebugString_Args *args);
typedef PJRT_Error *
PJRT_DeviceDescription_ToString(PJRT_DeviceDescription_ToString_Args *args);
typedef PJRT_Error *
PJRT_Device_GetDescription(PJRT_Device_GetDescription_Args *args);
typedef PJRT_Error *
PJRT_Device_IsAddressable(PJRT_Device_IsAddressable_Args *args);
typedef PJRT_Error *
PJRT_Device_LocalHardwareId(PJRT_Device_LocalHardwareId_Args *args);
typedef PJRT_Error *
PJRT_Device_AddressableMemories(PJRT_Device_AddressableMemories_Args *args);
typedef PJRT_Error *
PJRT_Device_DefaultMemory(PJRT_Device_DefaultMemory_Args *args);
typedef PJRT_Error *PJRT_Device_MemoryStats(PJRT_Device_MemoryStats_Args *args);
typedef PJRT_Error *PJRT_Memory_Id(PJRT_Memory_Id_Args *args);
typedef PJRT_Error *PJRT_Memory_Kind(PJRT_Memory_Kind_Args *args);
typedef PJRT_Error *PJRT_Memory_DebugString(PJRT_Memory_DebugString_Args *args);
typedef PJRT_Error *PJRT_Memory_ToString(PJRT_Memory_ToString_Args *args);
typedef PJRT_Error *
PJRT_Memory_AddressableByDevices(PJRT_Memory_AddressableByDevices_Args *args);
typedef PJRT_Error *PJRT_Executable_Destroy(PJRT_Executable_Destroy_Args *args);
typedef PJRT_Error *PJRT_Executable_Name(PJRT_Executable_Name_Args *args);
typedef PJRT_Error *
PJRT_Executable_NumReplicas(PJRT_Executable_NumReplicas_Args *args);
typedef PJRT_Error *
PJRT_Executable_NumPartitions(PJRT_Executable_NumPartitions_Args *args);
typedef PJRT_Error *
PJRT_Executable_NumOutputs(PJRT_Executable_NumOutputs_Args *args);
typedef PJRT_Error *PJRT_Executable_SizeOfGeneratedCodeInBytes(
    PJRT_Executable_SizeOfGeneratedCodeInBytes_Args *args);
typedef PJRT_Error *
PJRT_Executable_GetCostAnalysis(PJRT_Executable_GetCostAnalysis_Args *args);
typedef PJRT_Error *
PJRT_Executable_OutputMemoryKinds(PJRT_Executable_OutputMemoryKinds_Args *args);
typedef PJRT_Error *
PJRT_Executable_OptimizedProgram(PJRT_Executable_OptimizedProgram_Args *args);
typedef PJRT_Error *
PJRT_Executable_Serialize(PJRT_Executable_Serialize_Args *args);
typedef PJRT_Error *
PJRT_LoadedExecutable_Destroy(PJRT_LoadedExecutable_Destroy_Args *args);
typedef PJRT_Error *PJRT_LoadedExecutable_GetExecutable(
    PJRT_LoadedExecutable_GetExecutable_Args *args);
typedef PJRT_Error *PJRT_LoadedExecutable_AddressableDevices(
    PJRT_LoadedExecutable_AddressableDevices_Args *args);
typedef PJRT_Error *
PJRT_LoadedExecutable_Delete(PJRT_LoadedExecutable_Delete_Args *args);
typedef PJRT_Error *
PJRT_LoadedExecutable_IsDeleted(PJRT_LoadedExecutable_IsDeleted_Args *args);
typedef PJRT_Error *
PJRT_LoadedExecutable_Execute(PJRT_LoadedExecutable_Execute_Args *args);
typedef PJRT_Error *
PJRT_LoadedExecutable_Fingerprint(PJRT_LoadedExecutable_Fingerprint_Args *args);
typedef PJRT_Error *PJRT_Buffer_Destroy(PJRT_Buffer_Destroy_Args *args);
typedef PJRT_Error *PJRT_Buffer_ElementType(PJRT_Buffer_ElementType_Args *args);
typedef PJRT_Error *PJRT_Buffer_Dimensions(PJRT_Buffer_Dimensions_Args *args);
typedef PJRT_Error *
PJRT_Buffer_UnpaddedDimensions(PJRT_Buffer_UnpaddedDimensions_Args *args);
typedef PJRT_Error *PJRT_Buffer_DynamicDimensionIndices(
    PJRT_Buffer_DynamicDimensionIndices_Args *args);
typedef PJRT_Error *
PJRT_Buffer_GetMemoryLayout(PJRT_Buffer_GetMemoryLayout_Args *args);
typedef PJRT_Error *
PJRT_Buffer_OnDeviceSizeInBytes(PJRT_Buffer_OnDeviceSizeInBytes_Args *args);
typedef PJRT_Error *PJRT_Buffer_Device(PJRT_Buffer_Device_Args *args);
typedef PJRT_Error *PJRT_Buffer_Memory(PJRT_Buffer_Memory_Args *args);
typedef PJRT_Error *PJRT_Buffer_Delete(PJRT_Buffer_Delete_Args *args);
typedef PJRT_Error *PJRT_Buffer_IsDeleted(PJRT_Buffer_IsDeleted_Args *args);
typedef PJRT_Error *
PJRT_Buffer_CopyToDevice(PJRT_Buffer_CopyToDevice_Args *args);
typedef PJRT_Error *
PJRT_Buffer_ToHostBuffer(PJRT_Buffer_ToHostBuffer_Args *args);
typedef PJRT_Error *PJRT_Buffer_IsOnCpu(PJRT_Buffer_IsOnCpu_Args *args);
typedef PJRT_Error *PJRT_Buffer_ReadyEvent(PJRT_Buffer_ReadyEvent_Args *args);
typedef PJRT_Error *
PJRT_Buffer_UnsafePointer(PJRT_Buffer_UnsafePointer_Args *args);
typedef PJRT_Error *PJRT_Buffer_IncreaseExternalReferenceCount(
    PJRT_Buffer_IncreaseExternalReferenceCount_Args *args);
typedef PJRT_Error *PJRT_Buffer_DecreaseExternalReferenceCount(
    PJRT_Buffer_DecreaseExternalReferenceCount_Args *args);
typedef PJRT_Error *PJRT_Buffer_OpaqueDeviceMemoryDataPointer(
    PJRT_Buffer_OpaqueDeviceMemoryDataPointer_Args *args);
typedef PJRT_Error *PJRT_Executable_OutputElementTypes(
    PJRT_Executable_OutputElementTypes_Args *args);
typedef PJRT_Error *
PJRT_Executable_OutputDimensions(PJRT_Executable_OutputDimensions_Args *args);
typedef PJRT_Error *
PJRT_Buffer_CopyToMemory(PJRT_Buffer_CopyToMemory_Args *args);
typedef PJRT_Error *
PJRT_Executable_Fingerprint(PJRT_Executable_Fingerprint_Args *args);
typedef PJRT_Error *
PJRT_Client_TopologyDescription(PJRT_Client_TopologyDescription_Args *args);
typedef PJRT_Error *PJRT_Executable_GetCompiledMemoryStats(
    PJRT_Executable_GetCompiledMemoryStats_Args *args);
typedef PJRT_Error *PJRT_Memory_Kind_Id(PJRT_Memory_Kind_Id_Args *args);
typedef PJRT_Error *PJRT_LoadedExecutable_GetDeviceAssignment(
    PJRT_LoadedExecutable_GetDeviceAssignment_Args *args);
typedef PJRT_Error *PJRT_Event_Create(PJRT_Event_Create_Args *args);
typedef PJRT_Error *PJRT_Event_Set(PJRT_Event_Set_Args *args);
typedef PJRT_Error *
PJRT_Device_GetAttributes(PJRT_Device_GetAttributes_Args *args);
typedef PJRT_Error *PJRT_LoadedExecutable_AddressableDeviceLogicalIds(
    PJRT_LoadedExecutable_AddressableDeviceLogicalIds_Args *args);
typedef PJRT_Error *
PJRT_Error_ForEachPayload(PJRT_Error_ForEachPayload_Args *args);
typedef PJRT_Error *PJRT_Executable_ParameterMemoryKinds(
    PJRT_Executable_ParameterMemoryKinds_Args *args);
/* A slot whose args Strata does not read. */
typedef PJRT_Error *PJRT_UndeclaredFunction(void *args);

/* The table GetPjrtApi() returns: 1144 bytes, 138 functions. */
typedef struct PJRT_Api {
  size_t struct_size;
  PJRT_Extension_Base *extension_start;
  PJRT_Api_Version pjrt_api_version;
  PJRT_Error_Destroy *PJRT_Error_Destroy;
  PJRT_Error_Message *PJRT_Error_Message;
  PJRT_Error_GetCode *PJRT_Error_GetCode;
  PJRT_Plugin_Initialize *PJRT_Plugin_Initialize;
  PJRT_Plugin_Attributes *PJRT_Plugin_Attributes;
  PJRT_Event_Destroy *PJRT_Event_Destroy;
  PJRT_Event_IsReady *PJRT_Event_IsReady;
  PJRT_Event_Error *PJRT_Event_Error;
  PJRT_Event_Await *PJRT_Event_Await;
  PJRT_Event_OnReady *PJRT_Event_OnReady;
  PJRT_Client_Create *PJRT_Client_Create;
  PJRT_Client_Destroy *PJRT_Client_Destroy;
  PJRT_Client_PlatformName *PJRT_Client_PlatformName;
  PJRT_Client_ProcessIndex *PJRT_Client_ProcessIndex;
  PJRT_Client_PlatformVersion *PJRT_Client_PlatformVersion;
  PJRT_Client_Devices *PJRT_Client_Devices;
  PJRT_Client_AddressableDevices *PJRT_Client_AddressableDevices;
  PJRT_Client_LookupDevice *PJRT_Client_LookupDevice;
  PJRT_Client_LookupAddressableDevice *PJRT_Client_LookupAddressableDevice;
  PJRT_Client_AddressableMemories *PJRT_Client_AddressableMemories;
  PJRT_Client_Compile *PJRT_Client_Compile;
  PJRT_Client_DefaultDeviceAssignment *PJRT_Client_DefaultDeviceAssignment;
  PJRT_Client_BufferFromHostBuffer *PJRT_Client_BufferFromHostBuffer;
  PJRT_DeviceDescription_Id *PJRT_DeviceDescription_Id;
  PJRT_DeviceDescription_ProcessIndex *PJRT_DeviceDescription_ProcessIndex;
  PJRT_DeviceDescription_Attributes *PJRT_DeviceDescription_Attributes;
  PJRT_DeviceDescription_Kind *PJRT_DeviceDescription_Kind;
  PJRT_DeviceDescription_DebugString *PJRT_DeviceDescription_DebugString;
  PJRT_DeviceDescription_ToString *PJRT_DeviceDescription_ToString;
  PJRT_Device_GetDescription *PJRT_Device_GetDescription;
  PJRT_Device_IsAddressable *PJRT_Device_IsAddressable;
  PJRT_Device_LocalHardwareId *PJRT_Device_LocalHardwareId;
  PJRT_Device_AddressableMemories *PJRT_Device_AddressableMemories;
  PJRT_Device_DefaultMemory *PJRT_Device_DefaultMemory;
  PJRT_Device_MemoryStats *PJRT_Device_MemoryStats;
  PJRT_Memory_Id *PJRT_Memory_Id;
  PJRT_Memory_Kind *PJRT_Memory_Kind;
  PJRT_Memory_DebugString *PJRT_Memory_DebugString;
  PJRT_Memory_ToString *PJRT_Memory_ToString;
  PJRT_Memory_AddressableByDevices *PJRT_Memory_AddressableByDevices;
  PJRT_Executable_Destroy *PJRT_Executable_Destroy;
  PJRT_Executable_Name *PJRT_Executable_Name;
  PJRT_Executable_NumReplicas *PJRT_Executable_NumReplicas;
  PJRT_Executable_NumPartitions *PJRT_Executable_NumPartitions;
  PJRT_Executable_NumOutputs *PJRT_Executable_NumOutputs;
  PJRT_Executable_SizeOfGeneratedCodeInBytes
      *PJRT_Executable_SizeOfGeneratedCodeInBytes;
  PJRT_Executable_GetCostAnalysis *PJRT_Executable_GetCostAnalysis;
  PJRT_Executable_OutputMemoryKinds *PJRT_Executable_OutputMemoryKinds;
  PJRT_Executable_OptimizedProgram *PJRT_Executable_OptimizedProgram;
  PJRT_Executable_Serialize *PJRT_Executable_Serialize;
  PJRT_LoadedExecutable_Destroy *PJRT_LoadedExecutable_Destroy;
  PJRT_LoadedExecutable_GetExecutable *PJRT_LoadedExecutable_GetExecutable;
  PJRT_LoadedExecutable_AddressableDevices
      *PJRT_LoadedExecutable_AddressableDevices;
  PJRT_LoadedExecutable_Delete *PJRT_LoadedExecutable_Delete;
  PJRT_LoadedExecutable_IsDeleted *PJRT_LoadedExecutable_IsDeleted;
  PJRT_LoadedExecutable_Execute *PJRT_LoadedExecutable_Execute;
  PJRT_UndeclaredFunction *PJRT_Executable_DeserializeAndLoad;
  PJRT_LoadedExecutable_Fingerprint *PJRT_LoadedExecutable_Fingerprint;
  PJRT_Buffer_Destroy *PJRT_Buffer_Destroy;
  PJRT_Buffer_ElementType *PJRT_Buffer_ElementType;
  PJRT_Buffer_Dimensions *PJRT_Buffer_Dimensions;
  PJRT_Buffer_UnpaddedDimensions *PJRT_Buffer_UnpaddedDimensions;
  PJRT_Buffer_DynamicDimensionIndices *PJRT_Buffer_DynamicDimensionIndices;
  PJRT_Buffer_GetMemoryLayout *PJRT_Buffer_GetMemoryLayout;
  PJRT_Buffer_OnDeviceSizeInBytes *PJRT_Buffer_OnDeviceSizeInBytes;
  PJRT_Buffer_Device *PJRT_Buffer_Device;
  PJRT_Buffer_Memory *PJRT_Buffer_Memory;
  PJRT_Buffer_Delete *PJRT_Buffer_Delete;
  PJRT_Buffer_IsDeleted *PJRT_Buffer_IsDeleted;
  PJRT_Buffer_CopyToDevice *PJRT_Buffer_CopyToDevice;
  PJRT_Buffer_ToHostBuffer *PJRT_Buffer_ToHostBuffer;
  PJRT_Buffer_IsOnCpu *PJRT_Buffer_IsOnCpu;
  PJRT_Buffer_ReadyEvent *PJRT_Buffer_ReadyEvent;
  PJRT_Buffer_UnsafePointer *PJRT_Buffer_UnsafePointer;
  PJRT_Buffer_IncreaseExternalReferenceCount
      *PJRT_Buffer_IncreaseExternalReferenceCount;
  PJRT_Buffer_DecreaseExternalReferenceCount
      *PJRT_Buffer_DecreaseExternalReferenceCount;
  PJRT_Buffer_OpaqueDeviceMemoryDataPointer
      *PJRT_Buffer_OpaqueDeviceMemoryDataPointer;
  PJRT_UndeclaredFunction *PJRT_CopyToDeviceStream_Destroy;
  PJRT_UndeclaredFunction *PJRT_CopyToDeviceStream_AddChunk;
  PJRT_UndeclaredFunction *PJRT_CopyToDeviceStream_TotalBytes;
  PJRT_UndeclaredFunction *PJRT_CopyToDeviceStream_GranuleSize;
  PJRT_UndeclaredFunction *PJRT_CopyToDeviceStream_CurrentBytes;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_Create;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_Destroy;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_PlatformName;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_PlatformVersion;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_GetDeviceDescriptions;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_Serialize;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_Attributes;
  PJRT_UndeclaredFunction *PJRT_Compile;
  PJRT_Executable_OutputElementTypes *PJRT_Executable_OutputElementTypes;
  PJRT_Executable_OutputDimensions *PJRT_Executable_OutputDimensions;
  PJRT_Buffer_CopyToMemory *PJRT_Buffer_CopyToMemory;
  PJRT_UndeclaredFunction *PJRT_Client_CreateViewOfDeviceBuffer;
  PJRT_Executable_Fingerprint *PJRT_Executable_Fingerprint;
  PJRT_Client_TopologyDescription *PJRT_Client_TopologyDescription;
  PJRT_Executable_GetCompiledMemoryStats
      *PJRT_Executable_GetCompiledMemoryStats;
  PJRT_Memory_Kind_Id *PJRT_Memory_Kind_Id;
  PJRT_UndeclaredFunction *PJRT_ExecuteContext_Create;
  PJRT_UndeclaredFunction *PJRT_ExecuteContext_Destroy;
  PJRT_UndeclaredFunction *PJRT_Buffer_CopyRawToHost;
  PJRT_UndeclaredFunction *PJRT_AsyncHostToDeviceTransferManager_Destroy;
  PJRT_UndeclaredFunction *PJRT_AsyncHostToDeviceTransferManager_TransferData;
  PJRT_UndeclaredFunction *PJRT_Client_CreateBuffersForAsyncHostToDevice;
  PJRT_UndeclaredFunction *PJRT_AsyncHostToDeviceTransferManager_RetrieveBuffer;
  PJRT_UndeclaredFunction *PJRT_AsyncHostToDeviceTransferManager_Device;
  PJRT_UndeclaredFunction *PJRT_AsyncHostToDeviceTransferManager_BufferCount;
  PJRT_UndeclaredFunction *PJRT_AsyncHostToDeviceTransferManager_BufferSize;
  PJRT_UndeclaredFunction *PJRT_AsyncHostToDeviceTransferManager_SetBufferError;
  PJRT_UndeclaredFunction *PJRT_AsyncHostToDeviceTransferManager_AddMetadata;
  PJRT_UndeclaredFunction *PJRT_Client_DmaMap;
  PJRT_UndeclaredFunction *PJRT_Client_DmaUnmap;
  PJRT_UndeclaredFunction *PJRT_Client_CreateUninitializedBuffer;
  PJRT_UndeclaredFunction *PJRT_Client_UpdateGlobalProcessInfo;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_Deserialize;
  PJRT_UndeclaredFunction *PJRT_Client_CreateAliasBuffer;
  PJRT_UndeclaredFunction *PJRT_Client_FulfillAliasBuffer;
  PJRT_LoadedExecutable_GetDeviceAssignment
      *PJRT_LoadedExecutable_GetDeviceAssignment;
  PJRT_UndeclaredFunction *PJRT_Client_CreateErrorBuffer;
  PJRT_UndeclaredFunction
      *PJRT_AsyncHostToDeviceTransferManager_TransferLiteral;
  PJRT_UndeclaredFunction *PJRT_Buffer_CopyRawToHostFuture;
  PJRT_UndeclaredFunction *PJRT_Device_PoisonExecution;
  PJRT_UndeclaredFunction *PJRT_Device_CreateAsyncTrackingEvent;
  PJRT_UndeclaredFunction *PJRT_AsyncTrackingEvent_Destroy;
  PJRT_UndeclaredFunction *PJRT_Executable_GetCompileOptions;
  PJRT_UndeclaredFunction *PJRT_Buffer_DonateWithControlDependency;
  PJRT_Event_Create *PJRT_Event_Create;
  PJRT_Event_Set *PJRT_Event_Set;
  PJRT_Device_GetAttributes *PJRT_Device_GetAttributes;
  PJRT_UndeclaredFunction *PJRT_Client_Load;
  PJRT_LoadedExecutable_AddressableDeviceLogicalIds
      *PJRT_LoadedExecutable_AddressableDeviceLogicalIds;
  PJRT_UndeclaredFunction *PJRT_Buffer_Bitcast;
  PJRT_Error_ForEachPayload *PJRT_Error_ForEachPayload;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_Fingerprint;
  PJRT_Executable_ParameterMemoryKinds *PJRT_Executable_ParameterMemoryKinds;
  PJRT_UndeclaredFunction *PJRT_Device_ClearMemoryStats;
  PJRT_UndeclaredFunction
      *PJRT_TopologyDescription_MakeCanonicalShapeForMemorySpace;
  PJRT_UndeclaredFunction *PJRT_TopologyDescription_GetMemorySpaceKindIds;
} PJRT_Api;

/* The plugin's one exported symbol. */
const PJRT_Api *GetPjrtApi(void);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* STRATA_PJRT_PJRT_ABI_H */
