#include "catalog/partfiles.h"

#include "core/parts/partcsv.h"
#include "core/parts/partjson.h"
#include "core/base/textfile.h"
#include "core/models/workload.h"

#include <cctype>

namespace dlrig::catalog {

namespace {

bool isCsv(const std::filesystem::path &file, core::MessageText expected)
{
    std::string extension = file.extension().string();
    for (char &c : extension)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (extension != ".json" && extension != ".csv")
        throw core::InputError("FILE", core::Message{expected, {{"path", file.string()}}});
    return extension == ".csv";
}

} // namespace

std::vector<core::Part> readPartsFile(const std::filesystem::path &file, std::vector<std::string> *locations)
{
    const bool csv = isCsv(file, DLRIG_MESSAGE("catalog", "{path}: expected a .json or .csv file to import"));
    const std::string text = core::readTextFile(file, kMaxCatalogFileBytes);
    return csv ? core::partsFromCsv(text, file.string(), locations)
               : core::partsFromDocument(text, file.string(), locations);
}

void writePartsFile(const std::filesystem::path &file, const std::vector<core::Part> &parts)
{
    const bool csv = isCsv(file, DLRIG_MESSAGE("catalog", "{path}: expected a .json or .csv file to export"));
    const std::string text = csv ? core::partsToCsv(parts) : core::partsToDocument(parts);
    // An export is a backup: one that import and recover --from-export would refuse is not written.
    if (text.size() > kMaxCatalogFileBytes)
        throw core::OutputError(file.string() + ": " + std::to_string(parts.size()) + " parts make " +
                                std::to_string(text.size() >> 20) + " MiB, more than import reads back (" +
                                std::to_string(kMaxCatalogFileBytes >> 20) +
                                " MiB); export them in parts with --category. Nothing was written");
    core::writeTextFileAtomically(file, text);
}

} // namespace dlrig::catalog
