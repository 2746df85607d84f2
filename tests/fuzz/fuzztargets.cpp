#include "fuzztargets.h"

#include "core/base/exchangerates.h"
#include "core/base/inputerror.h"
#include "core/build/bom.h"
#include "core/build/buildfile.h"
#include "core/parts/partcsv.h"
#include "core/parts/partjson.h"
#include "core/validation/benchsettings.h"

#include <string>

namespace dlrig::fuzz {

namespace {

// Bad input must be an InputError naming the input; nothing else may escape.
template <typename Read>
void expectOnlyInputErrors(Read read)
{
    try {
        read();
    } catch (const core::InputError &) {
    }
}

} // namespace

void buildFile(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const core::Build build = core::buildFromJson(input, "fuzz.dlrig");
        (void)core::buildToJson(build); // what was read can be written back
    });
}

void quote(std::string_view input)
{
    expectOnlyInputErrors([&] { core::bomTermsFromJson(std::string(input), "quote.json", core::Currency::fromCode("USD")); });
}

void rates(std::string_view input)
{
    expectOnlyInputErrors([&] { core::ExchangeRates::fromJson(input, "rates.json"); });
}

void benchSettings(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const core::BenchSettings settings = core::benchSettingsFromJson(std::string(input), "bench-settings.json");
        (void)core::toJson(settings);
    });
}

void catalogJson(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const auto parts = core::partsFromDocument(input, "parts.json");
        (void)core::partsToDocument(parts);
    });
}

void catalogCsv(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const auto parts = core::partsFromCsv(input, "parts.csv");
        (void)core::partsToCsv(parts);
    });
}

const std::vector<NamedTarget> &targets()
{
    static const std::vector<NamedTarget> all{{"buildfile", buildFile},         {"quote", quote},
                                              {"rates", rates},                 {"benchsettings", benchSettings},
                                              {"catalogjson", catalogJson},     {"catalogcsv", catalogCsv}};
    return all;
}

} // namespace dlrig::fuzz
