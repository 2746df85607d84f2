#pragma once

#include "core/base/isodate.h"
#include "core/base/jsonreader.h"
#include "core/parts/parts.h"

#include <nlohmann/json.hpp>

#include <set>

#include <string>
#include <string_view>
#include <vector>

// The dlrig-catalog JSON format of parts: what catalog/data/*.json, imports
// and exports use. {"format": "dlrig-catalog", "version": 1, "parts": [...]}.
namespace dlrig::core {

inline constexpr int kCatalogFormatVersion = 1;

// {"amount": 32.78, "currency": "USD"}: amount in major units, a JSON number or
// a decimal string, with no more decimals than the currency has.
Money moneyFromJson(const JsonReader &reader, const std::string &amountField, const std::string &currencyField);
nlohmann::json moneyToJson(const Money &money);
// Money in reports and build files: {"amount": 12999.5, "amount_minor": 1299950,
// "currency": "USD"}; moneyFromJson reads it too (amount_minor is a check for people).
nlohmann::json moneyJson(const Money &money);
double majorUnits(const Money &money);

// "gpu/nvidia-rtx-4090": the category, a slash, lowercase letters, digits, '-' and '.'.
bool isValidPartId(std::string_view id, PartCategory category);

// One part object; throws InputError naming `where`, the part id and the field.
Part partFromJson(const nlohmann::json &object, const std::string &where);
nlohmann::json partToJson(const Part &part);

// Reading a list of parts: rejects an id seen before (naming `where`), notes
// where the part came from, and keeps it. Shared by the JSON and CSV readers.
class PartCollector {
public:
    explicit PartCollector(std::vector<std::string> *locations) : m_locations(locations) {}
    void add(Part part, const std::string &where);
    std::vector<Part> take() { return std::move(m_parts); }

private:
    std::vector<Part> m_parts;
    std::set<std::string> m_ids;
    std::vector<std::string> *m_locations;
};

// A whole document: every part checked, ids unique. Nothing is returned
// unless everything is valid.
// `locations`, when given, receives where each part was read ("file: parts[3]").
std::vector<Part> partsFromDocument(std::string_view text, const std::string &origin,
                                    std::vector<std::string> *locations = nullptr);
std::string partsToDocument(const std::vector<Part> &parts);

} // namespace dlrig::core
