//===- CompileOptions.cpp - The parts of xla.CompileOptionsProto we read --===//
//
// JAX sends compile options as a serialized xla.CompileOptionsProto (proto3
// wire format). Strata reads three fields of it, so a bounded reader of the
// wire format replaces a protobuf dependency and XLA's .proto files:
//   CompileOptionsProto.2  parameter_is_tupled_arguments (bool)
//   CompileOptionsProto.3  executable_build_options:
//     .4 num_replicas, .5 num_partitions,
//     .9 device_assignment (DeviceAssignmentProto: .1 replica_count,
//        .2 computation_count, .3 computation_devices { .1 replica_device_ids
//        })
// Every other field is skipped by its wire type.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

namespace strata::pjrt {
namespace {

class WireReader {
public:
  WireReader(const char *data, size_t size)
      : p(reinterpret_cast<const uint8_t *>(data)), end(p + size) {}

  bool done() const { return p == end; }

  bool varint(uint64_t &value) {
    value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (p == end)
        return false;
      uint8_t byte = *p++;
      value |= uint64_t(byte & 0x7f) << shift;
      if (!(byte & 0x80))
        return true;
    }
    return false;
  }

  /// The next field's number and wire type.
  bool tag(uint32_t &field, uint32_t &wireType) {
    uint64_t key;
    if (!varint(key) || (key >> 3) == 0 || (key >> 3) > 0x1fffffff)
      return false;
    field = uint32_t(key >> 3);
    wireType = uint32_t(key & 7);
    return true;
  }

  /// A length-delimited payload.
  bool bytes(WireReader &inner) {
    uint64_t length;
    if (!varint(length) || length > uint64_t(end - p))
      return false;
    inner = WireReader(reinterpret_cast<const char *>(p), size_t(length));
    p += length;
    return true;
  }

  bool skip(uint32_t wireType) {
    uint64_t ignored;
    WireReader inner(nullptr, 0);
    switch (wireType) {
    case 0:
      return varint(ignored);
    case 1:
      return advance(8);
    case 2:
      return bytes(inner);
    case 5:
      return advance(4);
    default: // groups (3, 4) are not used by these messages
      return false;
    }
  }

private:
  bool advance(size_t n) {
    if (size_t(end - p) < n)
      return false;
    p += n;
    return true;
  }
  const uint8_t *p;
  const uint8_t *end;
};

/// Appends the ids of one ComputationDevice (packed or not).
bool readComputationDevice(WireReader reader, std::vector<int64_t> &ids) {
  while (!reader.done()) {
    uint32_t field, wireType;
    if (!reader.tag(field, wireType))
      return false;
    if (field == 1 && wireType == 0) {
      uint64_t id;
      if (!reader.varint(id))
        return false;
      ids.push_back(int64_t(id));
    } else if (field == 1 && wireType == 2) {
      WireReader packed(nullptr, 0);
      if (!reader.bytes(packed))
        return false;
      while (!packed.done()) {
        uint64_t id;
        if (!packed.varint(id))
          return false;
        ids.push_back(int64_t(id));
      }
    } else if (!reader.skip(wireType)) {
      return false;
    }
  }
  return true;
}

bool readDeviceAssignment(WireReader reader, std::vector<int64_t> &ids) {
  while (!reader.done()) {
    uint32_t field, wireType;
    if (!reader.tag(field, wireType))
      return false;
    if (field == 3 && wireType == 2) {
      WireReader device(nullptr, 0);
      if (!reader.bytes(device) || !readComputationDevice(device, ids))
        return false;
    } else if (!reader.skip(wireType)) {
      return false;
    }
  }
  return true;
}

bool readBuildOptions(WireReader reader, CompileOptions &out) {
  while (!reader.done()) {
    uint32_t field, wireType;
    if (!reader.tag(field, wireType))
      return false;
    uint64_t value;
    if ((field == 4 || field == 5) && wireType == 0) {
      if (!reader.varint(value))
        return false;
      (field == 4 ? out.numReplicas : out.numPartitions) = int64_t(value);
    } else if (field == 9 && wireType == 2) {
      WireReader assignment(nullptr, 0);
      if (!reader.bytes(assignment) ||
          !readDeviceAssignment(assignment, out.deviceIds))
        return false;
    } else if (!reader.skip(wireType)) {
      return false;
    }
  }
  return true;
}

} // namespace

bool parseCompileOptions(const char *data, size_t size, CompileOptions &out,
                         std::string &error) {
  out = CompileOptions();
  WireReader reader(data, size);
  while (!reader.done()) {
    uint32_t field, wireType;
    if (!reader.tag(field, wireType)) {
      error = "malformed compile options (not an xla.CompileOptionsProto)";
      return false;
    }
    uint64_t value;
    bool ok;
    if (field == 2 && wireType == 0) {
      ok = reader.varint(value);
      out.tupledArguments = value != 0;
    } else if (field == 3 && wireType == 2) {
      WireReader build(nullptr, 0);
      ok = reader.bytes(build) && readBuildOptions(build, out);
    } else {
      ok = reader.skip(wireType);
    }
    if (!ok) {
      error = "malformed compile options (field " + std::to_string(field) +
              " of xla.CompileOptionsProto)";
      return false;
    }
  }
  if (out.numReplicas < 1 || out.numPartitions < 1) {
    error = "compile options ask for " + std::to_string(out.numReplicas) +
            " replicas and " + std::to_string(out.numPartitions) +
            " partitions";
    return false;
  }
  return true;
}

std::string serializeSingleDeviceAssignment(int64_t id) {
  auto varint = [](std::string &out, uint64_t value) {
    do {
      uint8_t byte = value & 0x7f;
      value >>= 7;
      out.push_back(char(byte | (value ? 0x80 : 0)));
    } while (value);
  };
  std::string device;
  device.push_back(0x08); // replica_device_ids (field 1, varint)
  varint(device, uint64_t(id));
  std::string out;
  out.push_back(0x08); // replica_count = 1
  out.push_back(0x01);
  out.push_back(0x10); // computation_count = 1
  out.push_back(0x01);
  out.push_back(0x1a); // computation_devices (field 3, bytes)
  varint(out, device.size());
  out += device;
  return out;
}

} // namespace strata::pjrt
