//===- PjrtApi.cpp - GetPjrtApi: the function table, errors, events -------===//
//
// The table lists every one of the 138 functions of PJRT 0.114: frameworks
// call several slots without a NULL check, so a function Strata does not
// offer is a stub returning UNIMPLEMENTED (which jaxlib tolerates where it
// is optional), never a NULL slot.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstring>

using namespace strata::pjrt;

namespace strata::pjrt {

PJRT_Error *makeError(PJRT_Error_Code code, std::string message) {
  auto *error = new Error;
  error->vtable = nullptr;
  error->code = code;
  error->message = std::move(message);
  return error;
}

PJRT_Error *fromStatus(strata_status_t *status, const std::string &context) {
  if (!status)
    return nullptr;
  auto code = static_cast<PJRT_Error_Code>(strata_status_code(status));
  std::string message = context.empty()
                            ? std::string(strata_status_message(status))
                            : context + ": " + strata_status_message(status);
  strata_status_free(status);
  return makeError(code, std::move(message));
}

PJRT_Error *checkArgs(const void *args, size_t structSize, size_t needed,
                      const char *function) {
  if (!args)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     std::string(function) + ": args is NULL");
  if (structSize < needed)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     std::string(function) + ": args struct_size " +
                         std::to_string(structSize) + ", expected at least " +
                         std::to_string(needed) +
                         " (a caller built against an older PJRT header)");
  return nullptr;
}

namespace {
struct TypePair {
  PJRT_Buffer_Type pjrt;
  strata_element_type_t strata;
  const char *name;
};
constexpr TypePair kTypes[] = {
    {PJRT_Buffer_Type_PRED, STRATA_ELEMENT_TYPE_I1, "pred"},
    {PJRT_Buffer_Type_S8, STRATA_ELEMENT_TYPE_I8, "s8"},
    {PJRT_Buffer_Type_S16, STRATA_ELEMENT_TYPE_I16, "s16"},
    {PJRT_Buffer_Type_S32, STRATA_ELEMENT_TYPE_I32, "s32"},
    {PJRT_Buffer_Type_S64, STRATA_ELEMENT_TYPE_I64, "s64"},
    {PJRT_Buffer_Type_U8, STRATA_ELEMENT_TYPE_UI8, "u8"},
    {PJRT_Buffer_Type_U16, STRATA_ELEMENT_TYPE_UI16, "u16"},
    {PJRT_Buffer_Type_U32, STRATA_ELEMENT_TYPE_UI32, "u32"},
    {PJRT_Buffer_Type_U64, STRATA_ELEMENT_TYPE_UI64, "u64"},
    {PJRT_Buffer_Type_F16, STRATA_ELEMENT_TYPE_F16, "f16"},
    {PJRT_Buffer_Type_F32, STRATA_ELEMENT_TYPE_F32, "f32"},
    {PJRT_Buffer_Type_F64, STRATA_ELEMENT_TYPE_F64, "f64"},
    {PJRT_Buffer_Type_BF16, STRATA_ELEMENT_TYPE_BF16, "bf16"},
    {PJRT_Buffer_Type_C64, STRATA_ELEMENT_TYPE_C64, "c64"},
    {PJRT_Buffer_Type_C128, STRATA_ELEMENT_TYPE_C128, "c128"},
};
} // namespace

strata_element_type_t toStrataType(PJRT_Buffer_Type type) {
  for (const TypePair &pair : kTypes)
    if (pair.pjrt == type)
      return pair.strata;
  return STRATA_ELEMENT_TYPE_NONE;
}

PJRT_Buffer_Type toPjrtType(strata_element_type_t type) {
  for (const TypePair &pair : kTypes)
    if (pair.strata == type)
      return pair.pjrt;
  return PJRT_Buffer_Type_INVALID;
}

const char *pjrtTypeName(PJRT_Buffer_Type type) {
  for (const TypePair &pair : kTypes)
    if (pair.pjrt == type)
      return pair.name;
  static const char *const kOthers[] = {
      "f8e5m2", "f8e4m3fn", "f8e4m3b11fnuz", "f8e5m2fnuz", "f8e4m3fnuz",
      "s4",     "u4",       "token",         "s2",         "u2",
      "f8e4m3", "f8e3m4",   "f8e8m0fnu",     "f4e2m1fn",   "s1",
      "u1",     "f6e2m3fn", "f6e3m2fn"};
  int index = int(type) - int(PJRT_Buffer_Type_F8E5M2);
  if (index >= 0 && index < int(sizeof(kOthers) / sizeof(kOthers[0])))
    return kOthers[index];
  return "invalid";
}

PJRT_NamedValue &NamedValues::add(const std::string &name,
                                  PJRT_NamedValue_Type type) {
  strings.push_back(std::make_unique<std::string>(name));
  PJRT_NamedValue nv{};
  nv.struct_size = sizeof(PJRT_NamedValue);
  nv.name = strings.back()->data();
  nv.name_size = strings.back()->size();
  nv.type = type;
  values.push_back(nv);
  return values.back();
}

void NamedValues::addString(const std::string &name, const std::string &value) {
  PJRT_NamedValue &nv = add(name, PJRT_NamedValue_kString);
  strings.push_back(std::make_unique<std::string>(value));
  nv.string_value = strings.back()->data();
  nv.value_size = strings.back()->size();
}

void NamedValues::addInt64(const std::string &name, int64_t value) {
  PJRT_NamedValue &nv = add(name, PJRT_NamedValue_kInt64);
  nv.int64_value = value;
  nv.value_size = 1;
}

void NamedValues::addInt64List(const std::string &name,
                               std::vector<int64_t> list) {
  PJRT_NamedValue &nv = add(name, PJRT_NamedValue_kInt64List);
  lists.push_back(std::make_unique<std::vector<int64_t>>(std::move(list)));
  nv.int64_array_value = lists.back()->data();
  nv.value_size = lists.back()->size();
}

} // namespace strata::pjrt

//===----------------------------------------------------------------------===//
// Events
//===----------------------------------------------------------------------===//

void PJRT_Event::set(PJRT_Error_Code newCode, std::string newMessage) {
  std::vector<std::pair<PJRT_Event_OnReadyCallback, void *>> toRun;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (ready)
      return;
    ready = true;
    code = newCode;
    message = std::move(newMessage);
    toRun.swap(callbacks);
  }
  readyCv.notify_all();
  // A callback may destroy the event: read nothing of it after this.
  PJRT_Error_Code c = newCode;
  std::string m = toRun.empty() ? std::string() : message;
  for (auto &[callback, userArg] : toRun)
    callback(c == PJRT_Error_Code_OK ? nullptr : makeError(c, m), userArg);
}

PJRT_Event *PJRT_Event::makeReady() {
  auto *event = new PJRT_Event;
  event->ready = true;
  return event;
}

namespace {

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

void errorDestroy(PJRT_Error_Destroy_Args *args) {
  if (args && args->error)
    delete static_cast<Error *>(args->error);
}

void errorMessage(PJRT_Error_Message_Args *args) {
  if (!args)
    return;
  const auto *error = static_cast<const Error *>(args->error);
  args->message = error ? error->message.data() : "";
  args->message_size = error ? error->message.size() : 0;
}

PJRT_Error *errorGetCode(PJRT_Error_GetCode_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Error_GetCode_Args, code);
  const auto *error = static_cast<const Error *>(args->error);
  args->code = error ? error->code : PJRT_Error_Code_OK;
  return nullptr;
}

PJRT_Error *errorForEachPayload(PJRT_Error_ForEachPayload_Args *) {
  return nullptr; // Strata's errors carry no payloads.
}

//===----------------------------------------------------------------------===//
// Plugin
//===----------------------------------------------------------------------===//

PJRT_Error *pluginInitialize(PJRT_Plugin_Initialize_Args *) { return nullptr; }

std::vector<int64_t> parseVersion(const char *text) {
  std::vector<int64_t> parts;
  int64_t value = 0;
  for (const char *p = text;; ++p) {
    if (*p >= '0' && *p <= '9') {
      value = value * 10 + (*p - '0');
    } else {
      parts.push_back(value);
      value = 0;
      if (!*p)
        break;
    }
  }
  parts.resize(3, 0);
  return parts;
}

PJRT_Error *pluginAttributes(PJRT_Plugin_Attributes_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Plugin_Attributes_Args, attributes);
  // jaxlib serializes programs at min(stablehlo_current_version, its own);
  // the list lives as long as the process.
  static NamedValues *attributes = [] {
    const char *minimum = nullptr, *current = nullptr;
    strata_compiler_portable_artifact_versions(&minimum, &current);
    auto *values = new NamedValues;
    values->addInt64List("stablehlo_current_version", parseVersion(current));
    values->addInt64List("stablehlo_minimum_version", parseVersion(minimum));
    return values;
  }();
  args->attributes = attributes->values.data();
  if (args->struct_size >=
      PJRT_STRUCT_SIZE(PJRT_Plugin_Attributes_Args, num_attributes))
    args->num_attributes = attributes->values.size();
  return nullptr;
}

//===----------------------------------------------------------------------===//
// Events
//===----------------------------------------------------------------------===//

PJRT_Error *eventDestroy(PJRT_Event_Destroy_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Event_Destroy_Args, event);
  delete args->event; // NULL is allowed
  return nullptr;
}

PJRT_Error *eventIsReady(PJRT_Event_IsReady_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Event_IsReady_Args, is_ready);
  if (!args->event)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT, "event is NULL");
  std::lock_guard<std::mutex> lock(args->event->mutex);
  args->is_ready = args->event->ready;
  return nullptr;
}

PJRT_Error *eventError(PJRT_Event_Error_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Event_Error_Args, event);
  if (!args->event)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT, "event is NULL");
  std::lock_guard<std::mutex> lock(args->event->mutex);
  if (!args->event->ready)
    return makeError(PJRT_Error_Code_FAILED_PRECONDITION,
                     "PJRT_Event_Error: the event is not ready");
  if (args->event->code == PJRT_Error_Code_OK)
    return nullptr;
  return makeError(args->event->code, args->event->message);
}

PJRT_Error *eventAwait(PJRT_Event_Await_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Event_Await_Args, event);
  if (!args->event)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT, "event is NULL");
  std::unique_lock<std::mutex> lock(args->event->mutex);
  args->event->readyCv.wait(lock, [&] { return args->event->ready; });
  if (args->event->code == PJRT_Error_Code_OK)
    return nullptr;
  return makeError(args->event->code, args->event->message);
}

PJRT_Error *eventOnReady(PJRT_Event_OnReady_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Event_OnReady_Args, user_arg);
  if (!args->event || !args->callback)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "PJRT_Event_OnReady: event or callback is NULL");
  PJRT_Event *event = args->event;
  PJRT_Error_Code code;
  std::string message;
  {
    std::lock_guard<std::mutex> lock(event->mutex);
    if (!event->ready) {
      event->callbacks.emplace_back(args->callback, args->user_arg);
      return nullptr;
    }
    code = event->code;
    message = event->message;
  }
  // Ready: run it now (it may destroy the event).
  args->callback(code == PJRT_Error_Code_OK ? nullptr
                                            : makeError(code, message),
                 args->user_arg);
  return nullptr;
}

PJRT_Error *eventCreate(PJRT_Event_Create_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Event_Create_Args, event);
  args->event = new PJRT_Event;
  return nullptr;
}

PJRT_Error *eventSet(PJRT_Event_Set_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Event_Set_Args, error_message_size);
  if (!args->event)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT, "event is NULL");
  args->event->set(args->error_code, args->error_message
                                         ? std::string(args->error_message,
                                                       args->error_message_size)
                                         : std::string());
  return nullptr;
}

PJRT_Api buildApi() {
  PJRT_Api api;
  std::memset(&api, 0, sizeof(api));
  api.struct_size = sizeof(PJRT_Api);
  api.extension_start = nullptr;
  api.pjrt_api_version.struct_size = sizeof(PJRT_Api_Version);
  api.pjrt_api_version.extension_start = nullptr;
  api.pjrt_api_version.major_version = PJRT_API_MAJOR;
  api.pjrt_api_version.minor_version = PJRT_API_MINOR;

  api.PJRT_Error_Destroy = errorDestroy;
  api.PJRT_Error_Message = errorMessage;
  api.PJRT_Error_GetCode = errorGetCode;
  api.PJRT_Error_ForEachPayload = errorForEachPayload;
  api.PJRT_Plugin_Initialize = pluginInitialize;
  api.PJRT_Plugin_Attributes = pluginAttributes;
  api.PJRT_Event_Destroy = eventDestroy;
  api.PJRT_Event_IsReady = eventIsReady;
  api.PJRT_Event_Error = eventError;
  api.PJRT_Event_Await = eventAwait;
  api.PJRT_Event_OnReady = eventOnReady;
  api.PJRT_Event_Create = eventCreate;
  api.PJRT_Event_Set = eventSet;
  fillClientFunctions(api);
  fillBufferFunctions(api);
  fillExecutableFunctions(api);

  // Every slot left is a function Strata does not offer: a stub naming it.
#define STRATA_PJRT_UNIMPLEMENTED(slot)                                        \
  if (!api.slot)                                                               \
    api.slot = [](auto *) -> PJRT_Error * {                                    \
      return makeError(PJRT_Error_Code_UNIMPLEMENTED,                          \
                       #slot " is not implemented by Strata's PJRT plugin");   \
    };
#include "UnimplementedSlots.def"
#undef STRATA_PJRT_UNIMPLEMENTED
  return api;
}

} // namespace

extern "C" __attribute__((visibility("default"))) const PJRT_Api *
GetPjrtApi(void) {
  static const PJRT_Api api = buildApi();
  return &api;
}
