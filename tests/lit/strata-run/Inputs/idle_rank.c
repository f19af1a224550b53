/*===- idle_rank.c - An MPI rank that joins the job and never takes part --===*/
/* For spmd-failures.test: the other ranks' first collective must end the
 * job after their channel timeout instead of waiting forever. */
#include <mpi.h>
#include <unistd.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  for (;;)
    sleep(60);
}
