// Where each section of an observation tensor lies. Every game declares its layout the same
// way: `struct ObservationLayout` in its game.hpp, one named ObservationSection per section
// in tensor order, laid out from the options by a SectionList in its constructor
// (observation.cpp), so that no offset is written by hand and the tensor's size is where the
// last section ends; the Game builds it once and its State::observation writes each section
// at its offset (as OpenSpiel's observers name the pieces of a tensor).
#pragma once

namespace caper {

// One section: its first float and its number of floats.
struct ObservationSection {
  int offset = 0;
  int size = 0;
  constexpr int end() const { return offset + size; }
};

// Lays sections out one after the other, in the order they are taken.
class SectionList {
 public:
  // The next section, of `size` floats, just after the previous one.
  constexpr ObservationSection next(int size) {
    const ObservationSection section{end_, size};
    end_ += size;
    return section;
  }
  // Where the last section ends: the tensor's size.
  constexpr int end() const { return end_; }

 private:
  int end_ = 0;
};

}  // namespace caper
