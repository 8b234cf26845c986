#ifndef TOUCHREPLAY_CLIBYAML_SHIM_H
#define TOUCHREPLAY_CLIBYAML_SHIM_H
// libyaml's event parser (Debian's libyaml-dev), the one YAML reader of
// scenes, synth scripts and case files. Only the TouchReplay module imports it.
#include <yaml.h>
#endif
