// dlrig-catalog-build OUTPUT.db DATA.json...
// Builds the shipped catalog from the reviewable JSON in catalog/data at build
// time. Every record is validated, every reference resolved and every part
// priced (or its note says why it is priced on request), or the build fails
// naming the file, record and field.
#include "catalog/catalog.h"
#include "core/parts/partjson.h"
#include "core/base/textfile.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <iostream>

namespace {

// FNV-1a over the data files: the shipped data's version, so a user's catalog
// knows when to refresh its shipped rows.
std::string fingerprint(const std::vector<std::string> &contents)
{
    std::uint64_t hash = 1469598103934665603ULL;
    for (const std::string &content : contents) {
        for (unsigned char c : content) {
            hash ^= c;
            hash *= 1099511628211ULL;
        }
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

// A part ships without a price only when its note says why: no public price
// exists (a vendor sells it by quote), or a cloud price could not be read at its source.
bool saysWhyUnpriced(const std::string &note)
{
    for (const char *reason : {"Price on request:", "No on-demand price:", "Price not verified:"}) {
        if (note.rfind(reason, 0) == 0)
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::cerr << "usage: dlrig-catalog-build OUTPUT.db DATA.json...\n";
        return 2;
    }
    const std::filesystem::path output = argv[1];
    std::vector<std::filesystem::path> inputs(argv + 2, argv + argc);
    std::sort(inputs.begin(), inputs.end());
    try {
        std::vector<dlrig::core::Part> parts;
        std::vector<std::string> locations;
        std::vector<std::string> contents;
        for (const auto &input : inputs) {
            contents.push_back(dlrig::core::readTextFile(input));
            const std::string name = "catalog/data/" + input.filename().string();
            const std::size_t first = locations.size();
            auto fileParts = dlrig::core::partsFromDocument(contents.back(), name, &locations);
            for (std::size_t i = 0; i < fileParts.size(); ++i) {
                if (!fileParts[i].price && !saysWhyUnpriced(fileParts[i].note)) {
                    throw dlrig::core::InputError("price", locations[first + i] + " (" + fileParts[i].id +
                                                               "): a shipped part needs a price with amount, "
                                                               "currency, date, kind and source, or a note that "
                                                               "starts with 'Price on request:' and says why");
                }
            }
            parts.insert(parts.end(), fileParts.begin(), fileParts.end());
        }
        std::filesystem::path temporary = output;
        temporary += ".tmp";
        std::filesystem::remove(temporary);
        {
            auto catalog = dlrig::catalog::Catalog::create(temporary);
            catalog.importParts(parts, dlrig::catalog::Origin::Shipped, locations);
            catalog.setMeta("data_version", fingerprint(contents));
        }
        std::filesystem::rename(temporary, output);
        std::cout << "dlrig-catalog-build: " << parts.size() << " parts from " << inputs.size() << " files\n";
        return 0;
    } catch (const std::exception &error) {
        std::cerr << "dlrig-catalog-build: " << error.what() << '\n';
        return 1;
    }
}
