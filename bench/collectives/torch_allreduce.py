"""torch.distributed (NCCL) all-reduce bandwidth across the GPUs of one host,
the reference of issue 16's 2-GPU benchmark: f32 sums of 1 KB to 256 MB,
median of timed iterations after warm-up, bus bandwidth as nccl-tests
reports it. Run with torchrun --nproc_per_node=N."""
import os
import time

import torch
import torch.distributed as dist


def main():
    dist.init_process_group("nccl")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", rank)))
    if rank == 0:
        print(f"\n## torch.distributed NCCL, {world} GPUs "
              f"({torch.cuda.get_device_name()}), torch {torch.__version__}\n")
        print("| bytes | ranks | NCCL all_reduce (us) | busbw (GB/s) |")
        print("|---:|---:|---:|---:|")
    size = 1024
    while size <= 256 << 20:
        x = torch.ones(size // 4, device="cuda")
        iters = 50 if size <= 1 << 20 else 10
        times = []
        for it in range(iters + 2):
            torch.cuda.synchronize()
            dist.barrier()
            t0 = time.perf_counter()
            dist.all_reduce(x)
            torch.cuda.synchronize()
            if it >= 2:
                times.append(time.perf_counter() - t0)
        t = sorted(times)[len(times) // 2]
        if rank == 0:
            bus = 2 * (world - 1) / world * size / t / 1e9
            print(f"| {size} | {world} | {t * 1e6:.1f} | {bus:.2f} |")
        size *= 4
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
