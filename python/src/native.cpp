//===- native.cpp - strata._native: pybind11 over the C APIs --------------===//
//
// The Python package's only compiled part. It binds the two C APIs
// (strata_runtime.h, strata_compiler.h), not the C++ runtime, so the
// extension depends on two stable shared libraries only. NumPy arrays go in
// without a copy when they are C-contiguous and 64-byte aligned (the array
// is kept alive until the runtime releases the memory), else copied;
// results come back as new arrays. Errors raise strata.StrataError with
// the runtime's code and message.
//
//===----------------------------------------------------------------------===//

#include "strata/compiler/strata_compiler.h"
#include "strata/runtime/strata_runtime.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <string>
#include <vector>

namespace py = pybind11;

namespace {

py::object strataErrorType;

/// Raises StrataError(code_name, message) for a non-NULL status (freed).
void check(strata_status_t *status) {
  if (!status)
    return;
  std::string code = strata_status_code_name(strata_status_code(status));
  std::string message = strata_status_message(status);
  strata_status_free(status);
  PyErr_SetObject(strataErrorType.ptr(), py::make_tuple(code, message).ptr());
  throw py::error_already_set();
}

struct ElementType {
  strata_element_type_t type;
  const char *numpy; // a numpy dtype name; nullptr: no numpy equivalent
};
const ElementType kTypes[] = {{STRATA_ELEMENT_TYPE_F32, "float32"},
                              {STRATA_ELEMENT_TYPE_F64, "float64"},
                              {STRATA_ELEMENT_TYPE_F16, "float16"},
                              {STRATA_ELEMENT_TYPE_BF16, nullptr},
                              {STRATA_ELEMENT_TYPE_I1, "bool"},
                              {STRATA_ELEMENT_TYPE_I8, "int8"},
                              {STRATA_ELEMENT_TYPE_I16, "int16"},
                              {STRATA_ELEMENT_TYPE_I32, "int32"},
                              {STRATA_ELEMENT_TYPE_I64, "int64"},
                              {STRATA_ELEMENT_TYPE_UI8, "uint8"},
                              {STRATA_ELEMENT_TYPE_UI16, "uint16"},
                              {STRATA_ELEMENT_TYPE_UI32, "uint32"},
                              {STRATA_ELEMENT_TYPE_UI64, "uint64"},
                              {STRATA_ELEMENT_TYPE_C64, "complex64"},
                              {STRATA_ELEMENT_TYPE_C128, "complex128"}};

py::dtype numpyDtype(strata_element_type_t type) {
  for (const auto &t : kTypes)
    if (t.type == type && t.numpy)
      return py::dtype(t.numpy);
  // bf16 and anything numpy lacks: raw 16-bit words.
  if (type == STRATA_ELEMENT_TYPE_BF16)
    return py::dtype("uint16");
  PyErr_SetObject(
      strataErrorType.ptr(),
      py::make_tuple("UNIMPLEMENTED", std::string("element type ") +
                                          strata_element_type_name(type) +
                                          " has no numpy dtype")
          .ptr());
  throw py::error_already_set();
}

/// The element type of numpy dtype `dtype` (NONE when Strata has none).
strata_element_type_t elementTypeOf(const py::dtype &dtype) {
  for (const auto &t : kTypes)
    if (t.numpy && dtype.is(py::dtype(t.numpy)))
      return t.type;
  for (const auto &t : kTypes)
    if (t.numpy && py::bool_(dtype.attr("__eq__")(py::dtype(t.numpy))))
      return t.type;
  return STRATA_ELEMENT_TYPE_NONE;
}

struct Instance {
  strata_instance_t *handle = nullptr;
  ~Instance() { strata_instance_release(handle); }
};

struct Device {
  std::shared_ptr<Instance> instance;
  strata_device_t *handle = nullptr;
  ~Device() { strata_device_release(handle); }
  std::string name() const { return strata_device_name(handle); }
};

struct Module {
  std::shared_ptr<Instance> instance;
  strata_module_t *handle = nullptr;
  ~Module() {
    py::gil_scoped_release release;
    strata_module_release(handle);
  }
};

/// A tensor type as (dtype name or element type name, dims with -1
/// dynamic).
py::tuple typeTuple(const strata_tensor_type_t &t) {
  std::vector<int64_t> dims(t.dims, t.dims + t.rank);
  return py::make_tuple(std::string(strata_element_type_name(t.element_type)),
                        dims);
}

struct Function {
  std::shared_ptr<Module> module;
  strata_function_t *handle = nullptr;

  std::string name() const { return strata_function_name(handle); }
  std::vector<py::tuple> types(bool arguments) const {
    std::vector<py::tuple> out;
    size_t n = arguments ? strata_function_argument_count(handle)
                         : strata_function_result_count(handle);
    for (size_t i = 0; i < n; ++i) {
      strata_tensor_type_t t;
      check(arguments ? strata_function_argument_type(handle, i, &t)
                      : strata_function_result_type(handle, i, &t));
      out.push_back(typeTuple(t));
    }
    return out;
  }

  /// Calls the function on numpy arrays; returns numpy arrays.
  std::vector<py::array> call(const std::vector<py::array> &arrays,
                              uint64_t deadlineMs) {
    strata_device_t *device = strata_module_device(module->handle);
    std::vector<strata_buffer_view_t *> args;
    struct Release {
      std::vector<strata_buffer_view_t *> *views;
      ~Release() {
        for (auto *v : *views)
          strata_buffer_view_release(v);
      }
    } releaseArgs{&args};
    for (size_t i = 0; i < arrays.size(); ++i) {
      const py::array &a = arrays[i];
      strata_element_type_t type = elementTypeOf(a.dtype());
      if (type == STRATA_ELEMENT_TYPE_NONE) {
        PyErr_SetObject(
            strataErrorType.ptr(),
            py::make_tuple("INVALID_ARGUMENT",
                           "argument " + std::to_string(i) + ": numpy dtype " +
                               py::str(a.dtype()).cast<std::string>() +
                               " has no Strata element type")
                .ptr());
        throw py::error_already_set();
      }
      std::vector<int64_t> dims(a.shape(), a.shape() + a.ndim());
      strata_buffer_view_t *view = nullptr;
      bool contiguous = (a.flags() & py::array::c_style) != 0;
      bool aligned = reinterpret_cast<uintptr_t>(a.data()) % 64 == 0;
      if (contiguous && aligned && a.writeable()) {
        // Zero copy: the array lives until the runtime lets the memory go.
        PyObject *owner = a.ptr();
        Py_INCREF(owner);
        check(strata_buffer_view_wrap(
            device, type, dims.size(), dims.data(),
            const_cast<void *>(a.data()), size_t(a.nbytes()),
            [](void *o) {
              PyGILState_STATE s = PyGILState_Ensure();
              Py_DECREF(static_cast<PyObject *>(o));
              PyGILState_Release(s);
            },
            owner, &view));
      } else {
        py::array c = py::array::ensure(a, py::array::c_style);
        check(strata_buffer_view_create(device, type, dims.size(), dims.data(),
                                        c.data(), size_t(c.nbytes()), &view));
      }
      args.push_back(view);
    }
    size_t resultCount = strata_function_result_count(handle);
    std::vector<strata_buffer_view_t *> results(resultCount ? resultCount : 1);
    size_t got = 0;
    strata_call_options_t options;
    strata_call_options_init(&options);
    options.deadline_ms = deadlineMs;
    strata_status_t *status;
    {
      py::gil_scoped_release release;
      status = strata_function_call(handle, args.data(), args.size(), &options,
                                    results.data(), results.size(), &got);
    }
    check(status);
    std::vector<py::array> out;
    struct ReleaseResults {
      std::vector<strata_buffer_view_t *> *views;
      size_t count;
      ~ReleaseResults() {
        for (size_t i = 0; i < count; ++i)
          strata_buffer_view_release((*views)[i]);
      }
    } releaseResults{&results, got};
    for (size_t i = 0; i < got; ++i) {
      strata_buffer_view_t *v = results[i];
      std::vector<py::ssize_t> shape(strata_buffer_view_dims(v),
                                     strata_buffer_view_dims(v) +
                                         strata_buffer_view_rank(v));
      py::array a(numpyDtype(strata_buffer_view_element_type(v)), shape);
      check(strata_buffer_view_read(v, a.mutable_data(),
                                    strata_buffer_view_byte_length(v)));
      out.push_back(std::move(a));
    }
    return out;
  }
};

/// Diagnostics of a compiler result as (severity, file, line, column,
/// message) tuples.
py::list diagnosticsOf(const strata_compiler_result_t *r) {
  static const char *kSeverity[] = {"error", "warning", "note", "remark"};
  py::list out;
  strata_diagnostic_t d;
  for (size_t i = 0; strata_compiler_result_diagnostic(r, i, &d); ++i)
    out.append(py::make_tuple(kSeverity[d.severity & 3], d.file, d.line,
                              d.column, d.message));
  return out;
}

struct Compiler {
  strata_compiler_t *handle = nullptr;
  ~Compiler() { strata_compiler_release(handle); }
};

} // namespace

PYBIND11_MODULE(_native, m) {
  m.doc() = "Strata's C APIs for the strata package (use strata.runtime, "
            "strata.compiler)";
  strataErrorType = py::reinterpret_borrow<py::object>(
      py::module_::import("strata._errors").attr("StrataError"));

  m.def("trace_start", []() { check(strata_trace_start()); });
  m.def(
      "trace_stop",
      [](std::optional<std::string> path) {
        check(strata_trace_stop(path ? path->c_str() : nullptr));
      },
      py::arg("path"));

  py::class_<Instance, std::shared_ptr<Instance>>(m, "Instance")
      .def(py::init([](std::optional<std::string> pluginDir, int taskWorkers,
                       bool untrusted) {
             strata_instance_options_t o;
             strata_instance_options_init(&o);
             o.plugin_dir = pluginDir ? pluginDir->c_str() : nullptr;
             o.task_workers = taskWorkers;
             o.untrusted_modules = untrusted;
             auto instance = std::make_shared<Instance>();
             check(strata_instance_create(&o, &instance->handle));
             return instance;
           }),
           py::arg("plugin_dir") = py::none(), py::arg("task_workers") = 0,
           py::arg("untrusted_modules") = false)
      .def("devices", [](Instance &self) {
        size_t n = 0;
        check(strata_instance_device_count(self.handle, &n));
        std::vector<py::tuple> out;
        for (size_t i = 0; i < n; ++i) {
          strata_device_info_t info;
          check(strata_instance_device_info(self.handle, i, &info));
          out.push_back(py::make_tuple(std::string(info.name),
                                       std::string(info.driver),
                                       info.memory_bytes));
        }
        return out;
      });

  py::class_<Device, std::shared_ptr<Device>>(m, "Device")
      .def(py::init([](std::shared_ptr<Instance> instance,
                       const std::string &name) {
        auto d = std::make_shared<Device>();
        d->instance = instance;
        check(strata_device_create(instance->handle, name.c_str(), &d->handle));
        return d;
      }))
      .def_property_readonly("name", &Device::name);

  py::class_<Module, std::shared_ptr<Module>>(m, "Module")
      .def_static(
          "load",
          [](std::shared_ptr<Instance> instance, std::shared_ptr<Device> device,
             py::object source) {
            auto mod = std::make_shared<Module>();
            mod->instance = instance;
            strata_device_t *d = device ? device->handle : nullptr;
            if (py::isinstance<py::bytes>(source) ||
                py::isinstance<py::bytearray>(source) ||
                py::isinstance<py::memoryview>(source)) {
              py::buffer_info b = py::buffer(source).request();
              check(strata_module_load_memory(instance->handle, d, b.ptr,
                                              size_t(b.size * b.itemsize),
                                              "<bytes>", &mod->handle));
            } else {
              std::string path = py::str(source);
              check(strata_module_load_file(instance->handle, d, path.c_str(),
                                            &mod->handle));
            }
            return mod;
          },
          py::arg("instance"), py::arg("device"), py::arg("source"))
      .def_property_readonly("device_name",
                             [](Module &self) {
                               return std::string(strata_device_name(
                                   strata_module_device(self.handle)));
                             })
      .def("function_names", [](Module &self) {
        std::vector<std::string> names;
        for (size_t i = 0; i < strata_module_function_count(self.handle); ++i)
          names.push_back(
              strata_function_name(strata_module_function(self.handle, i)));
        return names;
      });

  py::class_<Function>(m, "Function")
      .def(
          py::init([](std::shared_ptr<Module> module, const std::string &name) {
            Function f;
            f.module = module;
            check(strata_module_lookup_function(module->handle, name.c_str(),
                                                &f.handle));
            return f;
          }))
      .def_property_readonly("name", &Function::name)
      .def_property_readonly("argument_types",
                             [](const Function &f) { return f.types(true); })
      .def_property_readonly("result_types",
                             [](const Function &f) { return f.types(false); })
      .def("call", &Function::call, py::arg("arrays"),
           py::arg("deadline_ms") = 0);

  py::class_<Compiler, std::shared_ptr<Compiler>>(m, "Compiler")
      .def_static(
          "create",
          [](std::vector<std::string> plugins,
             std::optional<std::string> pluginDir,
             std::optional<std::string> targets,
             std::optional<std::string> pipeline,
             std::optional<std::string> inputType) {
            std::vector<const char *> paths;
            for (const auto &p : plugins)
              paths.push_back(p.c_str());
            strata_compiler_options_t o;
            strata_compiler_options_init(&o);
            o.plugins = paths.data();
            o.plugin_count = paths.size();
            o.plugin_dir = pluginDir ? pluginDir->c_str() : nullptr;
            o.target_manifest_json = targets ? targets->c_str() : nullptr;
            o.pipeline_config_json = pipeline ? pipeline->c_str() : nullptr;
            o.input_type = inputType ? inputType->c_str() : nullptr;
            auto c = std::make_shared<Compiler>();
            strata_compiler_result_t *r =
                strata_compiler_create(&o, &c->handle);
            py::list diagnostics = diagnosticsOf(r);
            strata_compiler_result_free(r);
            // (compiler or None, diagnostics)
            return py::make_tuple(c->handle ? py::cast(c) : py::none(),
                                  diagnostics);
          },
          py::arg("plugins"), py::arg("plugin_dir"), py::arg("targets"),
          py::arg("pipeline"), py::arg("input_type"))
      .def("compile", [](Compiler &self, const std::string &source,
                         const std::string &name) {
        strata_compiler_result_t *r;
        {
          py::gil_scoped_release release;
          r = strata_compiler_compile(self.handle, source.data(), source.size(),
                                      name.c_str());
        }
        size_t size = 0;
        const void *bytes = strata_compiler_result_bytes(r, &size);
        py::object out =
            strata_compiler_result_ok(r)
                ? py::object(py::bytes(static_cast<const char *>(bytes), size))
                : py::object(py::none());
        py::list diagnostics = diagnosticsOf(r);
        strata_compiler_result_free(r);
        return py::make_tuple(out, diagnostics);
      });
}
