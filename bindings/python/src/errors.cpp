// Statuses as caper.errors exceptions, and the checks of every argument from Python.
#include <string>

#include "binding.hpp"

namespace caper_py {

namespace {

// caper.errors.error_for_status, looked up once (kept for the life of the process: a
// static nb::object would be released after the interpreter is gone).
PyObject* error_for_status() {
  static PyObject* fn = [] {
    nb::object errors = nb::module_::import_("caper.errors");
    return nb::object(errors.attr("error_for_status")).release().ptr();
  }();
  return fn;
}

PyObject* json_module() {
  static PyObject* json = nb::module_::import_("json").release().ptr();
  return json;
}

[[noreturn]] void raise_with(caper_status status, const char* message) {
  const char* name = caper_status_name(status);
  nb::object error = nb::borrow(error_for_status())(static_cast<int>(status), message, name);
  PyErr_SetObject(reinterpret_cast<PyObject*>(Py_TYPE(error.ptr())), error.ptr());
  throw nb::python_error();
}

[[noreturn]] void raise_type(const char* what, nb::handle value, const char* wanted) {
  std::string type = nb::cast<std::string>(value.type().attr("__name__"));
  throw nb::type_error((std::string(what) + " must be " + wanted + ", not " + type).c_str());
}

// The value of an int argument, through __index__ for numpy integers and IntEnums.
nb::object index_of(nb::handle value, const char* what) {
  PyObject* o = value.ptr();
  if (PyBool_Check(o)) raise_type(what, value, "an int");
  if (PyLong_Check(o)) return nb::borrow(value);
  if (PyFloat_Check(o) || !PyIndex_Check(o)) raise_type(what, value, "an int");
  PyObject* index = PyNumber_Index(o);
  if (!index) throw nb::python_error();
  return nb::steal(index);
}

[[noreturn]] void raise_range(const char* what, nb::handle value, const std::string& range) {
  std::string text = nb::cast<std::string>(nb::str(value));
  PyErr_SetString(PyExc_OverflowError,
                  (std::string(what) + "=" + text + " is out of range " + range).c_str());
  throw nb::python_error();
}

}  // namespace

void raise_status(caper_status status) {
  raise_with(status, caper_last_error());
}

void raise_error(caper_status status, const std::string& message) {
  raise_with(status, message.c_str());
}

void raise_closed(const char* kind) {
  throw nb::value_error((std::string("this ") + kind + " is closed").c_str());
}

int64_t int_arg(nb::handle value, const char* what, int64_t low, int64_t high) {
  nb::object index = index_of(value, what);
  int overflow = 0;
  long long v = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
  if (v == -1 && PyErr_Occurred()) throw nb::python_error();
  if (overflow != 0 || v < low || v > high)
    raise_range(what, index, "[" + std::to_string(low) + ", " + std::to_string(high) + "]");
  return v;
}

uint64_t u64_arg(nb::handle value, const char* what) {
  nb::object index = index_of(value, what);
  unsigned long long v = PyLong_AsUnsignedLongLong(index.ptr());
  if (v == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
    PyErr_Clear();
    raise_range(what, index, "[0, 2**64 - 1]");
  }
  return v;
}

std::string text_arg(nb::handle value, const char* what) {
  std::string text;
  if (PyUnicode_Check(value.ptr())) {
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(value.ptr(), &size);
    if (!data) throw nb::python_error();
    text.assign(data, static_cast<size_t>(size));
  } else if (PyBytes_Check(value.ptr())) {
    text.assign(PyBytes_AS_STRING(value.ptr()), static_cast<size_t>(PyBytes_GET_SIZE(value.ptr())));
  } else {
    raise_type(what, value, "str");
  }
  if (text.find('\0') != std::string::npos)
    throw nb::value_error((std::string(what) + " contains a NUL character").c_str());
  return text;
}

void warn_deprecated(const char* old_name, const char* new_name) {
  const std::string message = std::string(old_name) + " is deprecated: use " + new_name +
                              " (the same name in every host); it goes in the next release";
  if (PyErr_WarnEx(PyExc_DeprecationWarning, message.c_str(), 1) != 0) throw nb::python_error();
}

nb::object json_loads(const std::string& text) {
  return nb::borrow(json_module()).attr("loads")(nb::str(text.data(), text.size()));
}

std::string json_dumps(nb::handle value) {
  return nb::cast<std::string>(nb::borrow(json_module()).attr("dumps")(value));
}

void bind_errors(nb::module_& m) {
  m.def(
      "version", [] { return std::string(caper_version()); },
      "The library's version, \"MAJOR.MINOR.PATCH\".");
  m.def(
      "abi_version", [] { return caper_abi_version(); },
      "The C ABI version of the library this module was built with.");
  m.def(
      "game_names",
      [] {
        std::vector<std::string> names;
        for (size_t i = 0; i < caper_game_count(); ++i) names.emplace_back(caper_game_name(i));
        return names;
      },
      "The names of every game in this build of the library, in catalogue order.");
  m.attr("ABI_VERSION") = CAPER_ABI_VERSION;
  m.attr("MAX_LEGAL_ACTIONS") = CAPER_MAX_LEGAL_ACTIONS;
}

}  // namespace caper_py
