#!/usr/bin/env bash
# The exported symbols are listed once: libcaper.so exports exactly the functions that
# caper.h declares CAPER_API, and capi/caper.map (the linker's list) names the same ones.
#   symbols.sh LIBCAPER_SO CAPER_H CAPER_MAP
set -euo pipefail
lib=$1 header=$2 map=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/caper-symbols.XXXXXX")
trap 'rm -rf "$work"' EXIT

grep -oE 'CAPER_API[^(;]*[ *]caper_[a-z0-9_]+\(' "$header" |
  sed -E 's/.*[ *](caper_[a-z0-9_]+)\($/\1/' | sort -u >"$work/header"
sed -n '/global:/,/local:/p' "$map" | grep -oE '^[[:space:]]*caper_[a-z0-9_]+;' |
  tr -d ' ;' | sort -u >"$work/map"
nm -D --defined-only "$lib" | awk '$2 ~ /[TDBRWVi]/ {print $3}' | sed 's/@.*//' | sort -u >"$work/lib"

status=0
compare() {
  if ! diff -u "$work/$1" "$work/$2" >"$work/diff"; then
    echo "FAIL: $3" >&2
    cat "$work/diff" >&2
    status=1
  fi
}
compare header map "caper.map and the CAPER_API functions of caper.h differ (- caper.h, + caper.map)"
compare header lib "libcaper.so exports other symbols than caper.h declares (- caper.h, + nm -D)"
[ -s "$work/header" ] || { echo "FAIL: no CAPER_API function found in $header" >&2; status=1; }
[ $status -eq 0 ] && echo "symbols: $(wc -l <"$work/header") functions, the same in caper.h, caper.map and libcaper.so"
exit $status
