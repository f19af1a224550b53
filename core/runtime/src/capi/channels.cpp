//===- channels.cpp - The C API's channels and SPMD metadata -------*- C++
//-*-===//
//
// strata_runtime.h "SPMD programs and channels": channels wrap
// Ref<hal::Channel> from a channel provider plugin; the mesh and shardings
// come from the function's export (verified at load).
//
//===----------------------------------------------------------------------===//

#include "handles.h"

#include <algorithm>
#include <cstring>

extern "C" {

size_t strata_function_mesh(const strata_function_t *function, int64_t *sizes,
                            size_t capacity) {
  if (!function)
    return 0;
  const auto &shape = function->meshShape;
  for (size_t i = 0; sizes && i < std::min(capacity, shape.size()); ++i)
    sizes[i] = shape[i];
  return shape.size();
}

size_t strata_function_sharding(const strata_function_t *function,
                                int is_result, size_t index, size_t dim,
                                uint32_t *axes, size_t capacity) {
  if (!function)
    return 0;
  const auto &list =
      is_result ? function->resultShardings : function->argumentShardings;
  if (index >= list.size() || dim >= list[index].size())
    return 0;
  const auto &found = list[index][dim];
  for (size_t i = 0; axes && i < std::min(capacity, found.size()); ++i)
    axes[i] = found[i];
  return found.size();
}

strata_status_t *
strata_instance_open_channels(strata_instance_t *instance, const char *provider,
                              uint32_t count, uint64_t timeout_ms,
                              strata_channel_t **channels, size_t capacity,
                              size_t *out_count) {
  return guarded([&]() -> Status {
    if (!instance || !provider || !out_count || (capacity && !channels))
      return invalidArgument(
          "strata_instance_open_channels: null instance, provider, "
          "channels or out_count");
    *out_count = 0;
    const PluginManager &plugins = *instance->setup.plugins;
    const hal::ChannelProvider *found = plugins.findChannelProvider(provider);
    if (!found) {
      std::string names;
      for (const auto &p : plugins.channelProviders())
        names += std::string(names.empty() ? "" : ", ") + p.api->name;
      return notFound("no channel provider '", provider,
                      "' (loaded: ", names.empty() ? "none" : names,
                      "; plugins from ", instance->setup.pluginDir, ")");
    }
    STRATA_ASSIGN_OR_RETURN(
        auto opened, hal::Channel::open(instance->setup.plugins, *found, count,
                                        std::chrono::milliseconds(timeout_ms)));
    if (opened.size() > capacity)
      return outOfRange("channel provider '", provider, "' opened ",
                        opened.size(), " channels but capacity is ", capacity);
    for (size_t i = 0; i < opened.size(); ++i) {
      auto *handle = new strata_channel_s;
      handle->channel = opened[i];
      channels[i] = handle;
    }
    *out_count = opened.size();
    return Status::ok();
  });
}

void strata_channel_release(strata_channel_t *channel) {
  if (channel && channel->refs.fetch_sub(1) == 1)
    delete channel;
}

uint32_t strata_channel_rank(const strata_channel_t *channel) {
  return channel ? channel->channel->rank() : 0;
}

uint32_t strata_channel_count(const strata_channel_t *channel) {
  return channel ? channel->channel->count() : 0;
}

strata_status_t *strata_channel_all_gather(strata_channel_t *channel,
                                           const void *send, void *recv,
                                           uint64_t bytes) {
  return guarded([&]() -> Status {
    if (!channel || (bytes && (!send || !recv)))
      return invalidArgument("strata_channel_all_gather: null channel or "
                             "buffer");
    return channel->channel->allGather(send, recv, bytes);
  });
}

strata_status_t *strata_channel_all_reduce(strata_channel_t *channel,
                                           const void *send, void *recv,
                                           uint64_t count,
                                           strata_element_type_t element_type,
                                           uint32_t reduction) {
  return guarded([&]() -> Status {
    if (!channel || (count && (!send || !recv)))
      return invalidArgument("strata_channel_all_reduce: null channel or "
                             "buffer");
    if (!hal::isValidElementType(uint32_t(element_type)))
      return invalidArgument("strata_channel_all_reduce: invalid element "
                             "type ",
                             uint32_t(element_type));
    return channel->channel->allReduce(
        send, recv, count, hal::ElementType(uint32_t(element_type)), reduction);
  });
}

void strata_channel_abort(strata_channel_t *channel, const char *message) {
  if (channel)
    channel->channel->abort(message ? message : "aborted");
}

strata_status_t *strata_module_set_channel(strata_module_t *module,
                                           strata_channel_t *channel) {
  return guarded([&]() -> Status {
    if (!module)
      return invalidArgument("strata_module_set_channel: null module");
    module->context->setChannel(channel ? channel->channel
                                        : Ref<hal::Channel>());
    return Status::ok();
  });
}

} // extern "C"
