//===- CompileCache.cpp - Compiled modules by their inputs ----------------===//
//
// The key is everything a compile depends on: the program's bytes and
// format, the target manifest, the pipeline config and the compiler build's
// identity. Files are named by a 64-bit hash of the key and hold the whole
// key, so a hash collision is a miss, never a wrong module; the runtime
// verifies a module's bytes again when it loads them.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace strata::pjrt {
namespace {

constexpr char kMagic[] = "STRATA-PJRT-CACHE-1\n";

uint64_t fnv1a(const std::string &bytes, uint64_t seed) {
  uint64_t hash = seed;
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= 0x100000001b3ull;
  }
  return hash;
}

bool makeDirectories(const std::string &path) {
  for (size_t i = 1; i <= path.size(); ++i) {
    if (i != path.size() && path[i] != '/')
      continue;
    std::string prefix = path.substr(0, i);
    if (mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST)
      return false;
  }
  return true;
}

void appendU64(std::string &out, uint64_t value) {
  for (int i = 0; i < 8; ++i)
    out.push_back(char((value >> (8 * i)) & 0xff));
}

bool readU64(const std::string &in, size_t &pos, uint64_t &value) {
  if (in.size() - pos < 8)
    return false;
  value = 0;
  for (int i = 0; i < 8; ++i)
    value |= uint64_t(uint8_t(in[pos + size_t(i)])) << (8 * i);
  pos += 8;
  return true;
}

} // namespace

std::string CompileCache::fingerprint(const std::string &key) {
  char text[33];
  std::snprintf(text, sizeof(text), "%016llx%016llx",
                (unsigned long long)fnv1a(key, 0xcbf29ce484222325ull),
                (unsigned long long)fnv1a(key, 0x84222325cbf29ce4ull));
  return text;
}

std::string CompileCache::pathFor(const std::string &key) const {
  return directory + "/" + fingerprint(key) + ".strata-pjrt";
}

std::shared_ptr<const std::string> CompileCache::lookup(const std::string &key,
                                                        bool &fromDisk) {
  fromDisk = false;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = memory.find(key); it != memory.end())
      return it->second;
  }
  if (directory.empty())
    return nullptr;
  std::ifstream in(pathFor(key), std::ios::binary);
  if (!in)
    return nullptr;
  std::ostringstream text;
  text << in.rdbuf();
  std::string file = text.str();
  size_t pos = sizeof(kMagic) - 1;
  uint64_t keySize, moduleSize;
  if (file.compare(0, pos, kMagic) != 0 || !readU64(file, pos, keySize) ||
      keySize > file.size() - pos || file.compare(pos, keySize, key) != 0)
    return nullptr;
  pos += keySize;
  if (!readU64(file, pos, moduleSize) || moduleSize != file.size() - pos)
    return nullptr;
  auto module = std::make_shared<const std::string>(file.substr(pos));
  fromDisk = true;
  std::lock_guard<std::mutex> lock(mutex);
  memory.emplace(key, module);
  return module;
}

void CompileCache::insert(const std::string &key,
                          std::shared_ptr<const std::string> module) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    memory[key] = module;
  }
  if (directory.empty() || !makeDirectories(directory))
    return; // the disk cache is best effort
  std::string file = kMagic;
  appendU64(file, key.size());
  file += key;
  appendU64(file, module->size());
  file += *module;
  // Written whole under a private name, then renamed: readers never see a
  // partial file.
  std::string path = pathFor(key);
  std::string temporary = path + ".tmp" + std::to_string(getpid());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out.write(file.data(), std::streamsize(file.size()));
    if (!out) {
      std::remove(temporary.c_str());
      return;
    }
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0)
    std::remove(temporary.c_str());
}

} // namespace strata::pjrt
