//===- VMVXLoader.cpp - Runtime plugin: loader for vmvx-bytecode *- C++ -*-===//
//
// Executable format "vmvx-bytecode": the binary is itself a module file
// (64-byte header + FlatBuffer, core/runtime/schemas/module.fbs) with one VM
// function per entry point, named like the entry point, of VM type
// "r" x binding_count + "i" x push_constant_count + "iii" (workgroup id x,
// y, z) and no results; it
// imports only from the `vmvx` native module. This plugin links the static
// strata_runtime (symbols hidden), so workgroups run on the very same
// interpreter as host code.
//
// C ABI outside, C++ inside: every entry point catches all exceptions.
//
//===----------------------------------------------------------------------===//

#include "VMVXModule.h"

#include "strata/runtime/module_format.h"
#include "strata/sdk/runtime_plugin.h"

#include <atomic>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#define STRATA_EXPORT __attribute__((visibility("default")))

namespace {

using namespace strata;

struct LoadedEntry {
  std::string name;
  uint32_t ordinal = 0;
  uint32_t bindingCount = 0; // count of leading 'r' in the type string
  uint32_t pushConstantCount = 0; // the 'i's before the last three
  bool typeOk = false; // "r"*bindingCount + "i"*pushConstantCount + "iii"
  std::string types;
};

} // namespace

struct strata_loaded_executable_t {
  Ref<Module> module;
  std::unique_ptr<vm::Context> context;
  std::vector<LoadedEntry> entries;
  std::atomic<bool> reportedFailure{false};
};

namespace {

void writeMessage(char *buffer, size_t capacity, const std::string &message) {
  if (!buffer || capacity == 0)
    return;
  std::snprintf(buffer, capacity, "%s", message.c_str());
}

/// The API version the host serves (the query's max_version).
uint32_t gHostVersion = 1;

int toPluginStatus(StatusCode code) {
  switch (code) {
  case StatusCode::kOk:
    return STRATA_PLUGIN_OK;
  case StatusCode::kDeadlineExceeded:
    return STRATA_PLUGIN_DEADLINE_EXCEEDED;
  case StatusCode::kInvalidArgument:
  case StatusCode::kOutOfRange:
  case StatusCode::kFailedPrecondition:
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  case StatusCode::kNotFound:
    return STRATA_PLUGIN_NOT_FOUND;
  case StatusCode::kUnimplemented:
    return STRATA_PLUGIN_UNIMPLEMENTED;
  default:
    return STRATA_PLUGIN_INTERNAL;
  }
}

std::vector<const vm::NativeModule *> extraModules() {
  return {&vmvx::vmvxNativeModule()};
}

bool vmvxCanLoad(void *, const void *data, size_t size, char *reason,
                 size_t capacity) {
  try {
    module_format::FileHeader header;
    std::string error;
    if (!data || !module_format::parseHeader(static_cast<const uint8_t *>(data),
                                             size, &header, &error)) {
      writeMessage(reason, capacity,
                   "vmvx-bytecode: " +
                       (data ? error : std::string("null binary")));
      return false;
    }
    const uint8_t *payload =
        static_cast<const uint8_t *>(data) + module_format::kHeaderSize;
    size_t payloadSize = size - module_format::kHeaderSize;
    if (payloadSize < 8 || !flatbuffers::BufferHasIdentifier(
                               payload, module_fb::ModuleIdentifier())) {
      writeMessage(reason, capacity,
                   "vmvx-bytecode: payload is not a module FlatBuffer (file "
                   "identifier 'SMD1' missing)");
      return false;
    }
    flatbuffers::Verifier verifier(payload, payloadSize, 64, 10000000);
    if (!module_fb::VerifyModuleBuffer(verifier)) {
      writeMessage(reason, capacity,
                   "vmvx-bytecode: FlatBuffers verifier rejected the module "
                   "(corrupt or truncated tables)");
      return false;
    }
    return true;
  } catch (const std::exception &e) {
    writeMessage(reason, capacity, std::string("vmvx-bytecode: ") + e.what());
    return false;
  } catch (...) {
    writeMessage(reason, capacity, "vmvx-bytecode: unknown error");
    return false;
  }
}

int vmvxLoad(void *, const void *data, size_t size,
             const char *const *entryNames, uint32_t entryCount,
             strata_loaded_executable_t **out, char *error, size_t capacity) {
  try {
    if (!out) {
      writeMessage(error, capacity, "vmvx-bytecode: null output handle");
      return STRATA_PLUGIN_INVALID_ARGUMENT;
    }
    *out = nullptr;
    auto loaded =
        Module::loadBytes(data, size, "vmvx-bytecode module", extraModules());
    if (!loaded.isOk()) {
      writeMessage(error, capacity, loaded.status().message());
      return toPluginStatus(loaded.status().code());
    }
    auto exe = std::make_unique<strata_loaded_executable_t>();
    exe->module = *loaded;
    for (uint32_t i = 0; i < entryCount; ++i) {
      std::string name = entryNames && entryNames[i] ? entryNames[i] : "";
      int ordinal = exe->module->findFunction(name);
      if (ordinal < 0) {
        std::string names;
        if (const auto *fns = exe->module->fb().functions())
          for (const auto *f : *fns)
            names += (names.empty() ? "" : ", ") + f->name()->str();
        writeMessage(error, capacity,
                     "vmvx-bytecode: entry point '" + name +
                         "' has no function in the module (functions: " +
                         (names.empty() ? std::string("none") : names) + ")");
        return STRATA_PLUGIN_NOT_FOUND;
      }
      const auto *f = exe->module->fb().functions()->Get(uint32_t(ordinal));
      LoadedEntry e;
      e.name = name;
      e.ordinal = uint32_t(ordinal);
      std::string_view at =
          f->argument_types() ? f->argument_types()->string_view() : "";
      std::string_view rt =
          f->result_types() ? f->result_types()->string_view() : "";
      e.types = std::string(at) + " -> " + std::string(rt);
      size_t refs = 0;
      while (refs < at.size() && at[refs] == 'r')
        ++refs;
      e.bindingCount = uint32_t(refs);
      std::string_view rest = at.substr(refs);
      e.typeOk = rt.empty() && rest.size() >= 3 &&
                 rest.find_first_not_of('i') == std::string_view::npos;
      e.pushConstantCount = e.typeOk ? uint32_t(rest.size() - 3) : 0;
      if (!e.typeOk) {
        writeMessage(error, capacity,
                     "vmvx-bytecode: function '" + name + "' has VM types '" +
                         e.types +
                         "', expected 'r' per binding, 'i' per push "
                         "constant, then 'iii' (workgroup x, y, z) and no "
                         "results");
        return STRATA_PLUGIN_INVALID_ARGUMENT;
      }
      exe->entries.push_back(std::move(e));
    }
    // No device: a vmvx module imports only `vmvx`, never `hal`.
    exe->context = std::make_unique<vm::Context>(exe->module, nullptr);
    *out = exe.release();
    return STRATA_PLUGIN_OK;
  } catch (const std::exception &e) {
    writeMessage(error, capacity, std::string("vmvx-bytecode: ") + e.what());
    return STRATA_PLUGIN_INTERNAL;
  } catch (...) {
    writeMessage(error, capacity, "vmvx-bytecode: unknown error");
    return STRATA_PLUGIN_INTERNAL;
  }
}

/// The dispatch ABI has no message channel: the status code goes back to
/// the host and the first failure of each executable is also written to
/// stderr so that the reason reaches the user.
void reportFailure(strata_loaded_executable_t *exe, const std::string &what) {
  if (!exe->reportedFailure.exchange(true))
    std::fprintf(stderr, "strata-runtime-vmvx: %s\n", what.c_str());
}

int vmvxDispatch(strata_loaded_executable_t *exe, uint32_t entryOrdinal,
                 const strata_dispatch_state_t *state, uint32_t x, uint32_t y,
                 uint32_t z) {
  try {
    if (!exe || !state)
      return STRATA_PLUGIN_INVALID_ARGUMENT;
    if (entryOrdinal >= exe->entries.size()) {
      reportFailure(exe, "entry ordinal " + std::to_string(entryOrdinal) +
                             " out of range (" +
                             std::to_string(exe->entries.size()) +
                             " entry points)");
      return STRATA_PLUGIN_INVALID_ARGUMENT;
    }
    const LoadedEntry &e = exe->entries[entryOrdinal];
    if (state->binding_count != e.bindingCount ||
        (state->binding_count &&
         (!state->bindings || !state->binding_lengths))) {
      reportFailure(exe, "dispatch of '" + e.name + "' with " +
                             std::to_string(state->binding_count) +
                             " bindings, but its function has VM types '" +
                             e.types + "' (" + std::to_string(e.bindingCount) +
                             " bindings)");
      return STRATA_PLUGIN_INVALID_ARGUMENT;
    }
    if (state->push_constant_count != e.pushConstantCount ||
        (state->push_constant_count && !state->push_constants)) {
      reportFailure(exe,
                    "dispatch of '" + e.name + "' with " +
                        std::to_string(state->push_constant_count) +
                        " push constants, but its function has VM types '" +
                        e.types + "' (" + std::to_string(e.pushConstantCount) +
                        " push constants)");
      return STRATA_PLUGIN_INVALID_ARGUMENT;
    }
    vm::CallValues args, results;
    args.refs.reserve(e.bindingCount);
    for (uint32_t i = 0; i < e.bindingCount; ++i)
      args.refs.push_back(Ref<RefObject>(
          hal::Buffer::wrapExternal(static_cast<uint8_t *>(state->bindings[i]),
                                    state->binding_lengths[i])));
    args.prims.reserve(e.pushConstantCount + 3);
    for (uint32_t i = 0; i < e.pushConstantCount; ++i)
      args.prims.push_back(state->push_constants[i]);
    args.prims.insert(args.prims.end(), {x, y, z});
    // The host's deadline (version 3 hosts) bounds the workgroup's loops.
    vm::RunLimits limits;
    if (gHostVersion >= 3 && state->deadline_ns)
      limits.deadline = std::chrono::steady_clock::time_point(
          std::chrono::nanoseconds(state->deadline_ns));
    Status s = exe->context->callFunction(e.ordinal, args, results, limits);
    if (!s.isOk()) {
      reportFailure(exe, "dispatch of '" + e.name + "' workgroup (" +
                             std::to_string(x) + ", " + std::to_string(y) +
                             ", " + std::to_string(z) +
                             ") failed: " + s.toString());
      return toPluginStatus(s.code());
    }
    return STRATA_PLUGIN_OK;
  } catch (const std::exception &ex) {
    if (exe)
      reportFailure(exe, std::string("dispatch failed: ") + ex.what());
    return STRATA_PLUGIN_INTERNAL;
  } catch (...) {
    return STRATA_PLUGIN_INTERNAL;
  }
}

void vmvxUnload(strata_loaded_executable_t *exe) {
  try {
    delete exe;
  } catch (...) {
  }
}

const strata_executable_loader_t kLoaders[] = {{
    "vmvx-bytecode",
    nullptr,
    vmvxCanLoad,
    vmvxLoad,
    vmvxDispatch,
    vmvxUnload,
}};

strata_runtime_plugin_header_t makeHeader() {
  strata_runtime_plugin_header_t h;
  std::memset(&h, 0, sizeof(h));
  h.version = STRATA_RUNTIME_PLUGIN_API_VERSION;
  h.name = "vmvx";
  // vmvxLoad runs the whole module loader (FlatBuffers verifier, semantic
  // checks, bytecode verifier) before any of the executable runs.
  h.features = STRATA_PLUGIN_FEATURE_VERIFIED_LOADERS;
  h.sanitizer = STRATA_PLUGIN_BUILD_SANITIZER;
  h.loader_count = 1;
  h.loaders = kLoaders;
  h.driver_count = 0;
  h.drivers = nullptr;
  return h;
}

const strata_runtime_plugin_header_t kHeader = makeHeader();

} // namespace

extern "C" STRATA_EXPORT const strata_runtime_plugin_header_t *
strata_runtime_plugin_query(uint32_t max_version,
                            const strata_runtime_host_t *host) {
  (void)host;
  if (max_version < 1)
    return nullptr;
  gHostVersion = max_version;
  return &kHeader;
}
