//===- strata-dump.cpp - Print the contents of a Strata module ---*- C++
//-*-===//
//
//   strata-dump FILE.smod [--json] [--disassemble]
//
// Loads (and so fully verifies) the module, then prints its format version,
// functions, imports, exports with signatures, rodata segments and
// executables with entry points and variants.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/bytecode.h"
#include "strata/runtime/hal.h"
#include "strata/runtime/module.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>

using namespace strata;
using json = nlohmann::ordered_json;

namespace {

std::string str(const flatbuffers::String *s) { return s ? s->str() : ""; }

std::string tensorType(const module_fb::TensorType *t) {
  std::vector<int64_t> shape;
  if (t->shape())
    shape.assign(t->shape()->begin(), t->shape()->end());
  return hal::formatShapeType(shape,
                              hal::ElementType(uint32_t(t->element_type())));
}

std::vector<std::string> tensorTypes(
    const flatbuffers::Vector<flatbuffers::Offset<module_fb::TensorType>> *v) {
  std::vector<std::string> out;
  if (v)
    for (const auto *t : *v)
      out.push_back(tensorType(t));
  return out;
}

std::string joinTypes(const std::vector<std::string> &v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i)
    s += (i ? ", " : "") + v[i];
  return s;
}

/// One line per instruction of verified bytecode.
std::vector<std::string> disassemble(const module_fb::Module &m,
                                     const module_fb::Function &f) {
  std::vector<std::string> lines;
  const uint8_t *code = m.bytecode()->data() + f.bytecode_offset();
  size_t len = f.bytecode_length(), pc = 0;
  auto u16 = [&] {
    uint16_t v;
    std::memcpy(&v, code + pc, 2);
    pc += 2;
    return v;
  };
  auto u32 = [&] {
    uint32_t v;
    std::memcpy(&v, code + pc, 4);
    pc += 4;
    return v;
  };
  auto sv = [](const flatbuffers::String *s) {
    return s ? s->string_view() : std::string_view();
  };
  while (pc < len) {
    std::ostringstream os;
    size_t start = pc;
    uint8_t op = code[pc++];
    os << "+" << start << ": " << vm::opcodeName(op);
    auto regs = [&](std::string_view types) {
      uint16_t n = u16();
      os << " (";
      bool variadic = !types.empty() && types.back() == '*';
      size_t fixed = variadic ? types.size() - 2 : types.size();
      for (uint16_t k = 0; k < n; ++k) {
        char c = k < fixed ? types[k] : types[types.size() - 2];
        os << (k ? ", " : "") << (c == 'r' ? "r" : "p") << u16();
      }
      os << ")";
    };
    if (const char *layout = vm::opcodeLayout(op)) {
      for (const char *c = layout; *c; ++c) {
        os << (c == layout ? " " : ", ");
        switch (*c) {
        case 'P':
          os << "p" << u16();
          break;
        case 'R':
          os << "r" << u16();
          break;
        case '4':
          os << u32();
          break;
        case '8': {
          uint64_t v;
          std::memcpy(&v, code + pc, 8);
          pc += 8;
          os << v;
          break;
        }
        case 'B': {
          uint8_t fn = code[pc++];
          const char *name = vm::mathFunctionName(fn);
          if (name)
            os << name;
          else
            os << "math#" << unsigned(fn);
          break;
        }
        case 'T':
          os << "+" << u32();
          break;
        case 'D':
          os << "rodata[" << u32() << "]";
          break;
        }
      }
    } else if (op == vm::kCall || op == vm::kCallImport) {
      uint32_t t = u32();
      std::string_view at, rt;
      if (op == vm::kCall) {
        const auto *g = m.functions()->Get(t);
        os << " @" << sv(g->name());
        at = sv(g->argument_types());
        rt = sv(g->result_types());
      } else {
        const auto *g = m.imports()->Get(t);
        os << " @" << sv(g->module_()) << "." << sv(g->name());
        at = sv(g->argument_types());
        rt = sv(g->result_types());
      }
      regs(at);
      os << " ->";
      regs(rt);
    } else if (op == vm::kReturn) {
      regs(sv(f.result_types()));
    } else if (op == vm::kFail) {
      uint16_t n = u16();
      os << " \"" << std::string(reinterpret_cast<const char *>(code + pc), n)
         << "\"";
      pc += n;
    }
    lines.push_back(os.str());
  }
  return lines;
}

/// An SPMD rank program's mesh and shardings (module_fb::SPMDInfo): mesh
/// axes with sizes, and per argument/result, per dim, the axes it is split
/// over.
json spmdInfo(const module_fb::SPMDInfo &info) {
  json j;
  j["mesh"] = json::array();
  for (const auto *axis : *info.mesh())
    j["mesh"].push_back({{"name", str(axis->name())}, {"size", axis->size()}});
  auto shardings = [](const auto *list) {
    json out = json::array();
    for (uint32_t k = 0; list && k < list->size(); ++k) {
      json dims = json::array();
      const auto *fbDims = list->Get(k)->dims();
      for (uint32_t d = 0; fbDims && d < fbDims->size(); ++d) {
        json axes = json::array();
        if (const auto *fbAxes = fbDims->Get(d)->axes())
          for (uint32_t a : *fbAxes)
            axes.push_back(a);
        dims.push_back(axes);
      }
      out.push_back(dims);
    }
    return out;
  };
  j["arguments"] = shardings(info.arguments());
  j["results"] = shardings(info.results());
  return j;
}

/// "      SPMD rank program: mesh i=4 (4 ranks)" and one line per argument
/// and result: "        argument 0 split [{i}, {}]".
void printSPMDInfo(const json &spmd) {
  std::string mesh;
  uint64_t ranks = 1;
  std::vector<std::string> names;
  for (const auto &axis : spmd["mesh"]) {
    names.push_back(axis["name"].get<std::string>());
    ranks *= axis["size"].get<uint64_t>();
    mesh += (mesh.empty() ? "" : " x ") + names.back() + "=" +
            std::to_string(axis["size"].get<int64_t>());
  }
  auto sharding = [&](const json &dims) {
    std::string text = "[";
    for (size_t d = 0; d < dims.size(); ++d) {
      text += d ? ", {" : "{";
      for (size_t a = 0; a < dims[d].size(); ++a) {
        uint32_t axis = dims[d][a].get<uint32_t>();
        text += (a ? ", " : "") +
                (axis < names.size() ? names[axis] : std::to_string(axis));
      }
      text += "}";
    }
    return text + "]";
  };
  std::printf("      SPMD rank program: mesh %s (%llu ranks)\n", mesh.c_str(),
              (unsigned long long)ranks);
  for (const char *kind : {"arguments", "results"})
    for (size_t k = 0; k < spmd[kind].size(); ++k)
      std::printf("        %s %zu split %s\n",
                  kind[0] == 'a' ? "argument" : "result", k,
                  sharding(spmd[kind][k]).c_str());
}

} // namespace

int main(int argc, char **argv) {
  std::string path;
  bool asJson = false, disasm = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--json")
      asJson = true;
    else if (a == "--disassemble")
      disasm = true;
    else if (a == "-h" || a == "--help") {
      std::puts("usage: strata-dump FILE.smod [--json] [--disassemble]");
      return 0;
    } else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "strata-dump: error: unknown flag '%s'\n",
                   a.c_str());
      return 1;
    } else if (path.empty())
      path = a;
    else {
      std::fprintf(stderr, "strata-dump: error: more than one module given\n");
      return 1;
    }
  }
  if (path.empty()) {
    std::fprintf(stderr,
                 "usage: strata-dump FILE.smod [--json] [--disassemble]\n");
    return 1;
  }
  auto loaded = Module::loadFile(path);
  if (!loaded.isOk()) {
    std::fprintf(stderr, "strata-dump: error: %s\n",
                 loaded.status().message().c_str());
    return 1;
  }
  const module_fb::Module &m = (*loaded)->fb();

  json j;
  j["file"] = path;
  j["file_size"] = (*loaded)->fileSize();
  j["format_version"] = (*loaded)->formatVersion();
  j["name"] = str(m.name());
  j["bytecode_size"] = m.bytecode() ? m.bytecode()->size() : 0;
  j["functions"] = json::array();
  if (m.functions())
    for (const auto *f : *m.functions()) {
      json fj = {{"name", str(f->name())},
                 {"argument_types", str(f->argument_types())},
                 {"result_types", str(f->result_types())},
                 {"bytecode_offset", f->bytecode_offset()},
                 {"code_size", f->bytecode_length()},
                 {"primitive_registers", f->primitive_register_count()},
                 {"ref_registers", f->ref_register_count()}};
      if (disasm)
        fj["code"] = disassemble(m, *f);
      j["functions"].push_back(fj);
    }
  j["imports"] = json::array();
  if (m.imports())
    for (const auto *imp : *m.imports())
      j["imports"].push_back({{"module", str(imp->module_())},
                              {"name", str(imp->name())},
                              {"argument_types", str(imp->argument_types())},
                              {"result_types", str(imp->result_types())}});
  j["exports"] = json::array();
  if (m.exports())
    for (const auto *e : *m.exports()) {
      json ej = {{"name", str(e->name())},
                 {"function", e->function_ordinal()},
                 {"arguments", tensorTypes(e->signature()->arguments())},
                 {"results", tensorTypes(e->signature()->results())}};
      if (const auto *spmd = e->spmd())
        ej["spmd"] = spmdInfo(*spmd);
      j["exports"].push_back(ej);
    }
  j["rodata"] = json::array();
  if (m.rodata())
    for (const auto *r : *m.rodata())
      j["rodata"].push_back(
          {{"name", str(r->name())}, {"size", r->data()->size()}});
  j["executables"] = json::array();
  if (m.executables())
    for (const auto *exe : *m.executables()) {
      json ej = {{"name", str(exe->name())}};
      ej["entry_points"] = json::array();
      for (const auto *ep : *exe->entry_points())
        ej["entry_points"].push_back(
            {{"name", str(ep->name())},
             {"binding_count", ep->binding_count()},
             {"push_constant_count", ep->push_constant_count()}});
      ej["variants"] = json::array();
      for (const auto *v : *exe->variants()) {
        json wc = json::array();
        for (uint32_t k = 0; k < exe->entry_points()->size(); ++k)
          wc.push_back({v->workgroup_counts()->Get(3 * k),
                        v->workgroup_counts()->Get(3 * k + 1),
                        v->workgroup_counts()->Get(3 * k + 2)});
        json vj = {{"target", str(v->target())},
                   {"format", str(v->format())},
                   {"workgroup_counts", wc},
                   {"binary_size", v->binary()->size()}};
        // Per entry point: how the backend mapped it (the records are
        // optional in the module; the verifier checked their lengths).
        json entries = json::array();
        for (uint32_t k = 0; k < exe->entry_points()->size(); ++k) {
          json entry = {{"name", str(exe->entry_points()->Get(k)->name())},
                        {"workgroup_count", wc[k]}};
          uint64_t groups = uint64_t(wc[k][0].get<uint32_t>()) *
                            wc[k][1].get<uint32_t>() * wc[k][2].get<uint32_t>();
          if (v->workgroup_sizes() && v->workgroup_sizes()->size()) {
            json size = {v->workgroup_sizes()->Get(3 * k),
                         v->workgroup_sizes()->Get(3 * k + 1),
                         v->workgroup_sizes()->Get(3 * k + 2)};
            entry["workgroup_size"] = size;
            entry["invocations"] = groups * size[0].get<uint32_t>() *
                                   size[1].get<uint32_t>() *
                                   size[2].get<uint32_t>();
          }
          if (v->private_memory_bytes() && v->private_memory_bytes()->size())
            entry["private_memory_bytes"] = v->private_memory_bytes()->Get(k);
          if (v->workgroup_memory_bytes() &&
              v->workgroup_memory_bytes()->size())
            entry["workgroup_memory_bytes"] =
                v->workgroup_memory_bytes()->Get(k);
          if (v->iteration_elements() && v->iteration_elements()->size())
            entry["iteration_elements"] = v->iteration_elements()->Get(k);
          if (v->kernels() && v->kernels()->size())
            entry["kernel"] = str(v->kernels()->Get(k));
          if (v->flops() && v->flops()->size())
            entry["flops"] = v->flops()->Get(k);
          if (v->bytes() && v->bytes()->size())
            entry["bytes"] = v->bytes()->Get(k);
          entries.push_back(entry);
        }
        vj["entries"] = entries;
        ej["variants"].push_back(vj);
      }
      j["executables"].push_back(ej);
    }

  if (asJson) {
    std::cout << j.dump(2) << "\n";
    return 0;
  }

  std::printf("module '%s': %s, %llu bytes, format version %u\n",
              j["name"].get<std::string>().c_str(), path.c_str(),
              (unsigned long long)(*loaded)->fileSize(),
              (*loaded)->formatVersion());
  std::printf("functions (%zu), bytecode %llu bytes:\n", j["functions"].size(),
              (unsigned long long)j["bytecode_size"].get<uint64_t>());
  size_t i = 0;
  for (const auto &f : j["functions"]) {
    std::printf("  [%zu] %s('%s') -> '%s': code %u bytes at +%u, registers %u "
                "primitive / %u ref\n",
                i++, f["name"].get<std::string>().c_str(),
                f["argument_types"].get<std::string>().c_str(),
                f["result_types"].get<std::string>().c_str(),
                f["code_size"].get<unsigned>(),
                f["bytecode_offset"].get<unsigned>(),
                f["primitive_registers"].get<unsigned>(),
                f["ref_registers"].get<unsigned>());
    if (disasm)
      for (const auto &line : f["code"])
        std::printf("        %s\n", line.get<std::string>().c_str());
  }
  std::printf("imports (%zu):\n", j["imports"].size());
  i = 0;
  for (const auto &imp : j["imports"])
    std::printf("  [%zu] %s.%s('%s') -> '%s'\n", i++,
                imp["module"].get<std::string>().c_str(),
                imp["name"].get<std::string>().c_str(),
                imp["argument_types"].get<std::string>().c_str(),
                imp["result_types"].get<std::string>().c_str());
  std::printf("exports (%zu):\n", j["exports"].size());
  i = 0;
  for (const auto &e : j["exports"]) {
    std::printf(
        "  [%zu] %s(%s) -> (%s)  [function %u]\n", i++,
        e["name"].get<std::string>().c_str(),
        joinTypes(e["arguments"].get<std::vector<std::string>>()).c_str(),
        joinTypes(e["results"].get<std::vector<std::string>>()).c_str(),
        e["function"].get<unsigned>());
    if (e.contains("spmd"))
      printSPMDInfo(e["spmd"]);
  }
  std::printf("rodata (%zu):\n", j["rodata"].size());
  i = 0;
  for (const auto &r : j["rodata"])
    std::printf("  [%zu] '%s': %llu bytes\n", i++,
                r["name"].get<std::string>().c_str(),
                (unsigned long long)r["size"].get<uint64_t>());
  std::printf("executables (%zu):\n", j["executables"].size());
  i = 0;
  for (const auto &e : j["executables"]) {
    std::printf("  [%zu] '%s'\n", i++, e["name"].get<std::string>().c_str());
    size_t k = 0;
    for (const auto &ep : e["entry_points"])
      std::printf("      entry [%zu] %s: %u bindings, %u push constants\n", k++,
                  ep["name"].get<std::string>().c_str(),
                  ep["binding_count"].get<unsigned>(),
                  ep["push_constant_count"].get<unsigned>());
    k = 0;
    for (const auto &v : e["variants"]) {
      std::string wcs;
      for (const auto &w : v["workgroup_counts"])
        wcs += (wcs.empty() ? "" : " ") + std::string("(") +
               std::to_string(w[0].get<unsigned>()) + "," +
               std::to_string(w[1].get<unsigned>()) + "," +
               std::to_string(w[2].get<unsigned>()) + ")";
      std::printf("      variant [%zu] target %s, format %s, binary %llu "
                  "bytes, workgroups %s\n",
                  k++, v["target"].get<std::string>().c_str(),
                  v["format"].get<std::string>().c_str(),
                  (unsigned long long)v["binary_size"].get<uint64_t>(),
                  wcs.c_str());
      for (const auto &entry : v["entries"]) {
        if (!entry.contains("workgroup_size"))
          continue;
        const json &c = entry["workgroup_count"], &z = entry["workgroup_size"];
        if (c[0].get<unsigned>() == 0) {
          // Counts of dynamically shaped entries are computed by the host
          // program from the push constants at each dispatch.
          std::printf("        %s: workgroups computed at run time, of "
                      "%ux%ux%u, private %u B, workgroup %u B\n",
                      entry["name"].get<std::string>().c_str(),
                      z[0].get<unsigned>(), z[1].get<unsigned>(),
                      z[2].get<unsigned>(),
                      entry.value("private_memory_bytes", 0u),
                      entry.value("workgroup_memory_bytes", 0u));
          continue;
        }
        std::printf(
            "        %s: workgroups %ux%ux%u of %ux%ux%u = %llu invocations, "
            "private %u B, workgroup %u B, iteration space %llu\n",
            entry["name"].get<std::string>().c_str(), c[0].get<unsigned>(),
            c[1].get<unsigned>(), c[2].get<unsigned>(), z[0].get<unsigned>(),
            z[1].get<unsigned>(), z[2].get<unsigned>(),
            (unsigned long long)entry["invocations"].get<uint64_t>(),
            entry.value("private_memory_bytes", 0u),
            entry.value("workgroup_memory_bytes", 0u),
            (unsigned long long)entry.value("iteration_elements", uint64_t(0)));
        if (entry.contains("kernel") || entry.contains("flops"))
          std::printf("          kernel: %s; %.4g GFLOP, %.4g MB of operands\n",
                      entry.value("kernel", std::string()).empty()
                          ? "(not described)"
                          : entry["kernel"].get<std::string>().c_str(),
                      entry.value("flops", uint64_t(0)) * 1e-9,
                      entry.value("bytes", uint64_t(0)) * 1e-6);
      }
    }
  }
  return 0;
}
