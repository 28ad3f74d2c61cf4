"""The rig client moved into a package: clients/python (`pip install ./clients/python`). This shim
keeps `from afterglow_client import …` working for scripts run from Examples/rig or
scripts/lib without installing it: it loads the package from the repository under the same name."""
import importlib.util
import os
import sys

_pkg = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "clients", "python", "afterglow_client")
_spec = importlib.util.spec_from_file_location("afterglow_client", os.path.join(_pkg, "__init__.py"),
                                               submodule_search_locations=[_pkg])
_module = importlib.util.module_from_spec(_spec)
sys.modules["afterglow_client"] = _module
_spec.loader.exec_module(_module)
