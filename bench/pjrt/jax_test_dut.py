"""pytest plugin (run_pjrt.sh loads it with -p when JAX_TEST_DUT is set):
sets JAX's `jax_test_dut` config before collection, as `--jax_test_dut`
does when a test file runs under absltest. With JAX_TEST_DUT=cpu JAX's
tests treat the Strata CPU device as a CPU: tests marked
run_on_devices("cpu") run, skip_on_devices("cpu") skip, as on XLA:CPU."""

import os


def pytest_configure(config):
    import jax
    import jax._src.test_util  # noqa: F401  (defines the option)
    jax.config.update("jax_test_dut", os.environ["JAX_TEST_DUT"])
