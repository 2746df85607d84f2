#include "core/validation/benchsettings.h"
#include "core/base/jsoninput.h"

#include "core/base/textfile.h"
#include "core/models/workload.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace dlrig::core {

namespace {

constexpr const char *kFormat = "dlrig-bench-settings";
constexpr int kVersion = 1;

// "<file>: <field>: <expected>"
[[noreturn]] void fail(const std::string &source, const std::string &field, MessageText expected,
                       std::vector<MessageArg> args = {})
{
    throw InputError(
        field,
        Message{DLRIG_MESSAGE("bench.settings", "{origin}: {field}: {problem}"),
                {{"origin", source}, {"field", field}, {"problem", clause(Message{expected, std::move(args)})}}});
}

double fraction(const nlohmann::json &bars, const std::string &source, const std::string &field)
{
    const std::string name = field.substr(field.rfind('.') + 1);
    if (!bars.contains(name))
        fail(source, field, DLRIG_MESSAGE("bench.settings", "missing (a fraction of the spec, e.g. 0.7)"));
    const nlohmann::json &value = bars.at(name);
    if (!value.is_number() || value.get<double>() <= 0 || value.get<double>() > 1)
        fail(source, field,
             DLRIG_MESSAGE("bench.settings", "expected a fraction of the spec above 0 and at most 1, got {value}"),
             {{"value", value.dump()}});
    return value.get<double>();
}

} // namespace

BenchSettings benchSettingsFromJson(const std::string &text, const std::string &source)
{
    const nlohmann::json json = parseJsonInput(text, source + ": file");
    if (!json.is_object())
        fail(source, "file", DLRIG_MESSAGE("bench.settings", "expected a JSON object"));
    for (const auto &[field, value] : json.items()) {
        if (field != "format" && field != "version" && field != "thresholds" && field != "matches")
            fail(source, field,
                 DLRIG_MESSAGE("bench.settings", "unknown field (expected format, version, thresholds, matches)"));
    }
    if (!json.contains("format") || json.at("format") != kFormat)
        fail(source, "format", DLRIG_MESSAGE("bench.settings", "expected {format}"),
             {{"format", "\"" + std::string(kFormat) + "\""}});
    if (!json.contains("version") || json.at("version") != kVersion)
        fail(source, "version", DLRIG_MESSAGE("bench.settings", "expected 1 (a newer dlrig wrote this file?)"));

    BenchSettings settings;
    const nlohmann::json thresholds = json.value("thresholds", nlohmann::json::object());
    if (!thresholds.is_object())
        fail(source, "thresholds", DLRIG_MESSAGE("bench.settings", "expected an object of metric → {form}"),
             {{"form", std::string("{\"pass\", \"warn\"}")}});
    for (const auto &[metric, bars] : thresholds.items()) {
        const std::string field = "thresholds." + metric;
        Threshold *t = nullptr;
        for (Threshold &candidate : settings.thresholds) {
            if (candidate.metric == metric)
                t = &candidate;
        }
        if (!t)
            fail(source, field, DLRIG_MESSAGE("bench.settings", "unknown metric (Benchmark → Thresholds lists them)"));
        if (t->exact)
            fail(source, field,
                 DLRIG_MESSAGE("bench.settings", "an exact check (it must equal the spec): it has no bars to edit"));
        if (!bars.is_object())
            fail(source, field, DLRIG_MESSAGE("bench.settings", "expected {form} with fractions"),
                 {{"form", std::string("{\"pass\": …, \"warn\": …}")}});
        for (const auto &[name, value] : bars.items()) {
            if (name != "pass" && name != "warn")
                fail(source, field + "." + name,
                     DLRIG_MESSAGE("bench.settings", "unknown field (expected pass, warn)"));
        }
        const double pass = fraction(bars, source, field + ".pass");
        const double warn = fraction(bars, source, field + ".warn");
        if (warn > pass)
            fail(source, field + ".warn", DLRIG_MESSAGE("bench.settings", "must not be above pass ({pass})"),
                 {{"pass", bars.at("pass").dump()}});
        t->pass = pass;
        t->warn = warn;
    }
    const nlohmann::json matches = json.value("matches", nlohmann::json::object());
    if (!matches.is_object())
        fail(source, "matches",
             DLRIG_MESSAGE("bench.settings", "expected an object of detected name → catalog part id"));
    for (const auto &[name, id] : matches.items()) {
        if (name.empty())
            fail(source, "matches", DLRIG_MESSAGE("bench.settings", "a detected name is empty"));
        if (!id.is_string())
            fail(source, "matches." + name,
                 DLRIG_MESSAGE("bench.settings", "expected a catalog part id (a string; an empty one for no part)"));
        settings.matches[name] = id.get<std::string>();
    }
    return settings;
}

std::string toJson(const BenchSettings &settings)
{
    nlohmann::json thresholds = nlohmann::json::object();
    for (const Threshold &t : settings.thresholds) {
        const Threshold *standard = findThreshold(defaultThresholds(), t.metric);
        if (!t.exact && standard && (standard->pass != t.pass || standard->warn != t.warn))
            thresholds[t.metric] = {{"pass", t.pass}, {"warn", t.warn}};
    }
    const nlohmann::json json{
        {"format", kFormat}, {"version", kVersion}, {"thresholds", thresholds}, {"matches", settings.matches}};
    return json.dump(2) + "\n";
}

BenchSettings loadBenchSettings(const std::filesystem::path &file)
{
    std::error_code error;
    if (!std::filesystem::exists(file, error))
        return {};
    return benchSettingsFromJson(readTextFile(file), file.string());
}

void saveBenchSettings(const std::filesystem::path &file, const BenchSettings &settings)
{
    writeTextFileAtomically(file, toJson(settings));
}

} // namespace dlrig::core
