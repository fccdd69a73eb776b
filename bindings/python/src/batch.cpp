// caper._caper.Batch: a caper_vec with numpy views of its buffers (caper.VectorEnv wraps
// it). Each view holds a reference to the batch's memory, so an array outlives close()
// and the VectorEnv safely. Steps run with the GIL held: one step at a time per process,
// never two half-applied ones.
#include <nanobind/ndarray.h>

#include <memory>
#include <vector>

#include "binding.hpp"

namespace caper_py {

namespace {

struct VecHandle {
  caper_vec* ptr = nullptr;
  ~VecHandle() { caper_vec_free(ptr); }
};

struct Batch {
  std::shared_ptr<VecHandle> vec;
  caper_vec_buffers buffers{};
  caper_vec_episode_buffers episodes{};
  caper_vec* get() const {
    if (!vec) raise_closed("VectorEnv");
    return vec->ptr;
  }
};

// A read-only numpy view of `data` that keeps the batch's memory alive.
template <typename T>
nb::ndarray<nb::numpy, const T> view(const Batch& batch, const T* data,
                                     std::initializer_list<size_t> shape) {
  auto* keep = new std::shared_ptr<VecHandle>(batch.vec);
  nb::capsule owner(keep,
                    [](void* p) noexcept { delete static_cast<std::shared_ptr<VecHandle>*>(p); });
  return nb::ndarray<nb::numpy, const T>(data, shape, owner);
}

void make_batch(Batch* self, const Game& game, IndexArg num_envs, IndexArg seed) {
  int64_t n = int_arg(num_envs, "num_envs", 0, INT64_MAX);  // 0: the C ABI's error
  uint64_t value = u64_arg(seed, "seed");
  auto vec = std::make_shared<VecHandle>();
  check(caper_vec_new(game.get(), static_cast<size_t>(n), value, &vec->ptr));
  caper_vec_buffers buffers{};
  check(caper_vec_get_buffers(vec->ptr, &buffers));
  caper_vec_episode_buffers episodes{};
  check(caper_vec_get_episode_buffers(vec->ptr, &episodes));
  new (self) Batch{std::move(vec), buffers, episodes};
}

void step(Batch& batch,
          nb::ndarray<const uint32_t, nb::ndim<1>, nb::c_contig, nb::device::cpu> actions) {
  caper_vec* vec = batch.get();
  if (actions.shape(0) != batch.buffers.num_envs)
    throw nb::value_error(("step needs " + std::to_string(batch.buffers.num_envs) +
                           " actions, got " + std::to_string(actions.shape(0)))
                              .c_str());
  check(caper_vec_step(vec, actions.data(), actions.shape(0)));
}

// A new numpy array of n elements (what a step hands out, so that it can be kept).
template <typename T>
nb::ndarray<nb::numpy, T> new_array(size_t n, T** data) {
  auto* block = new T[n]();
  nb::capsule owner(block, [](void* p) noexcept { delete[] static_cast<T*>(p); });
  *data = block;
  return nb::ndarray<nb::numpy, T>(block, {n}, owner);
}

// A step, and per game what a Gymnasium step returns (caper.gymnasium.VectorEnv), in one
// call instead of a dozen numpy operations: (rewards: the return of the seat that moved
// where the step ended its game, else 0; terminations; truncations; done; games ended).
template <typename T>
using Array = nb::ndarray<nb::numpy, T>;
using StepResults = nb::typed<nb::tuple, Array<float>, Array<bool>, Array<bool>, Array<bool>, int>;

StepResults step_results(
    Batch& batch, nb::ndarray<const uint32_t, nb::ndim<1>, nb::c_contig, nb::device::cpu> actions) {
  batch.get();  // not closed: the buffers below are alive
  const caper_vec_buffers& v = batch.buffers;
  const size_t n = v.num_envs, players = static_cast<size_t>(v.num_players);
  std::vector<int32_t> movers(v.current_player, v.current_player + n);
  step(batch, actions);
  float* rewards = nullptr;
  bool *terminated = nullptr, *truncated = nullptr, *done = nullptr;
  nb::tuple arrays = nb::make_tuple(new_array(n, &rewards), new_array(n, &terminated),
                                    new_array(n, &truncated), new_array(n, &done));
  size_t ended = 0;
  for (size_t i = 0; i < n; ++i) {
    if (!v.done[i]) continue;
    ++ended;
    rewards[i] = v.rewards[i * players + static_cast<size_t>(movers[i])];
    truncated[i] = batch.episodes.truncated[i] != 0;
    terminated[i] = !truncated[i];
    done[i] = true;
  }
  return StepResults(nb::make_tuple(arrays[0], arrays[1], arrays[2], arrays[3], ended));
}

}  // namespace

void bind_batch(nb::module_& m) {
  nb::class_<Batch>(m, "Batch", "The native batch behind caper.VectorEnv.")
      .def("__init__", &make_batch, nb::arg("game"), nb::arg("num_envs"), nb::arg("seed"))
      .def("step", &step, nb::arg("actions"))
      .def("step_results", &step_results, nb::arg("actions"))
      .def(
          "reset",
          [](Batch& b, IndexArg seed) { check(caper_vec_reset(b.get(), u64_arg(seed, "seed"))); },
          nb::arg("seed"))
      .def_prop_ro("total_steps",
                   [](const Batch& b) {
                     b.get();
                     return *b.buffers.total_steps;
                   })
      .def("close", [](Batch& b) { b.vec.reset(); })
      .def_prop_ro("closed", [](const Batch& b) { return !b.vec; })
      .def_prop_ro("num_envs", [](const Batch& b) { return b.buffers.num_envs; })
      .def_prop_ro("num_players", [](const Batch& b) { return b.buffers.num_players; })
      .def_prop_ro("num_actions", [](const Batch& b) { return b.buffers.num_actions; })
      .def_prop_ro("observation_size", [](const Batch& b) { return b.buffers.observation_size; })
      .def(
          "views",
          [](const Batch& b) {
            b.get();
            const caper_vec_buffers& v = b.buffers;
            size_t n = v.num_envs, players = static_cast<size_t>(v.num_players);
            nb::dict views;
            views["current_player"] = view(b, v.current_player, {n});
            views["observations"] = view(b, v.observations, {n, v.observation_size});
            views["legal_mask"] = view(b, v.legal_mask, {n, size_t{v.num_actions}});
            views["legal_actions"] = view(b, v.legal_actions, {n, v.max_legal});
            views["num_legal"] = view(b, v.num_legal, {n});
            views["rewards"] = view(b, v.rewards, {n, players});
            views["done"] = view(b, v.done, {n});
            views["truncated"] = view(b, b.episodes.truncated, {n});
            views["final_observations"] =
                view(b, b.episodes.final_observations, {n, v.observation_size});
            return ArrayDict(views);
          },
          "Read-only numpy views of the buffers, each keeping the batch's memory alive.");
}

}  // namespace caper_py
