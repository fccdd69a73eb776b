// The Python types of the module's arguments and results, for the signatures nanobind
// writes (and its stubgen copies into caper/_caper.pyi), so that no signature is written
// by hand.
//
// An argument typed `nb::typed<nb::handle, T>` reaches the function as Python passed it and
// is checked there (int_arg, text_arg, ...): a bad one gets a message naming it. nanobind's
// own integer and string casters would answer every mismatch with one TypeError for the
// whole call, take True for 1 and report an out-of-range int as a TypeError, not an
// OverflowError naming the argument. T only names the type: the tags below are types
// nanobind has no name for.
#pragma once

#include <nanobind/nanobind.h>

namespace caper_py {

namespace nb = nanobind;

namespace py {
struct SupportsIndex {};  // an int, numpy integer or IntEnum (never a bool or a float)
struct Text {};           // str or bytes (UTF-8)
struct ActionLike {};     // an action id or its text
struct OptionsLike {};    // game options
struct JsonDocument {};   // a state's full JSON, as text or parsed
struct ActionIds {};      // a history
struct MaskOut {};        // a caller's uint8 array for the legal mask
struct FloatOut {};       // a caller's float32 array for the observation
struct AnyArray {};       // a numpy array of any dtype
struct NoReturn {};       // a call that always raises
}  // namespace py

// Arguments. Those that may be None default to None, and nanobind adds "| None" then.
using IndexArg = nb::typed<nb::handle, py::SupportsIndex>;
using TextArg = nb::typed<nb::handle, py::Text>;
using ActionArg = nb::typed<nb::handle, py::ActionLike>;
using OptionsArg = nb::typed<nb::handle, py::OptionsLike>;
using DocumentArg = nb::typed<nb::handle, py::JsonDocument>;
using HistoryArg = nb::typed<nb::handle, py::ActionIds>;
using MaskOutArg = nb::typed<nb::handle, py::MaskOut>;
using FloatOutArg = nb::typed<nb::handle, py::FloatOut>;

// Results: a parsed JSON object, a tuple of ints, arrays by name, a call that raises.
using JsonDict = nb::typed<nb::dict, nb::str, nb::any>;
using IntTuple = nb::typed<nb::tuple, int, nb::ellipsis>;
using ArrayDict = nb::typed<nb::dict, nb::str, py::AnyArray>;
using NoReturn = nb::typed<nb::object, py::NoReturn>;

}  // namespace caper_py

// Each tag's name in signatures. A tag converts nothing: it is only ever the T of a
// typed<handle, T> or typed<object, T>, whose own caster passes the object through.
#define CAPER_PY_TYPE_NAME(Tag, text)                                                     \
  template <>                                                                             \
  struct nanobind::detail::type_caster<caper_py::py::Tag> {                               \
    NB_TYPE_CASTER(caper_py::py::Tag, const_name(text))                                   \
    bool from_python(handle, uint32_t, cleanup_list*) noexcept { return false; }          \
    static handle from_cpp(const caper_py::py::Tag&, rv_policy, cleanup_list*) noexcept { \
      return handle();                                                                    \
    }                                                                                     \
  };

CAPER_PY_TYPE_NAME(SupportsIndex, "typing.SupportsIndex")
CAPER_PY_TYPE_NAME(Text, "str | bytes")
CAPER_PY_TYPE_NAME(ActionLike, "typing.SupportsIndex | str")
CAPER_PY_TYPE_NAME(OptionsLike, "collections.abc.Mapping[str, typing.Any] | str | bytes")
CAPER_PY_TYPE_NAME(JsonDocument, "str | bytes | collections.abc.Mapping[str, typing.Any]")
CAPER_PY_TYPE_NAME(ActionIds, "collections.abc.Sequence[int]")
CAPER_PY_TYPE_NAME(MaskOut, "numpy.typing.NDArray[numpy.uint8]")
CAPER_PY_TYPE_NAME(FloatOut, "numpy.typing.NDArray[numpy.float32]")
CAPER_PY_TYPE_NAME(AnyArray, "numpy.typing.NDArray[typing.Any]")
CAPER_PY_TYPE_NAME(NoReturn, "typing.NoReturn")

#undef CAPER_PY_TYPE_NAME
