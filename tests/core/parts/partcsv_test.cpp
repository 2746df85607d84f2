#include "core/parts/partcsv.h"
#include "core/parts/partjson.h"
#include "core/base/textfile.h"

#include "testsupport.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

namespace {
std::vector<Part> smallParts()
{
    return partsFromDocument(readTextFile(fixture("catalog-small.json")), "catalog-small.json");
}

std::string csvError(const std::string &text)
{
    try {
        partsFromCsv(text, "in.csv");
    } catch (const InputError &error) {
        return error.what();
    }
    return "no error";
}
} // namespace

TEST(PartCsv, RoundTripsEveryField)
{
    auto parts = smallParts();
    parts[1].discontinued = "2025-01-20";
    const std::string csv = partsToCsv(parts);
    const auto back = partsFromCsv(csv, "out.csv");
    EXPECT_EQ(partsToDocument(back), partsToDocument(parts));
}

TEST(PartCsv, HostileTextSurvives)
{
    auto parts = smallParts();
    parts[0].model = "RTX 4090, \"Founders\" Edition";
    parts[0].note = "line one\nline two; with semicolon";
    parts[0].aliases = {"英伟达 RTX 4090", "4090 FE"};
    const auto back = partsFromCsv(partsToCsv(parts), "out.csv");
    EXPECT_EQ(back[0].model, parts[0].model);
    EXPECT_EQ(back[0].note, parts[0].note);
    EXPECT_EQ(back[0].aliases, parts[0].aliases);
}

TEST(PartCsv, HeaderHasOneColumnPerSpecField)
{
    std::vector<Part> gpus{smallParts()[0]};
    const std::string header = partsToCsv(gpus).substr(0, partsToCsv(gpus).find("\r\n"));
    EXPECT_NE(header.find("specs.vram_gib"), std::string::npos);
    EXPECT_EQ(header.find("specs.cores"), std::string::npos); // no CPU in the file
}

TEST(PartCsv, ErrorsNameLineAndColumn)
{
    const std::string csv = partsToCsv({smallParts()[0]});
    const std::string header = csv.substr(0, csv.find("\r\n") + 2);
    std::string row = csv.substr(header.size());

    std::string badNumber = row;
    badNumber.replace(badNumber.find(",24,"), 4, ",24GB,");
    EXPECT_EQ(csvError(header + badNumber), "in.csv:2 [specs.vram_gib]: '24GB' is not a number");

    std::string badCurrency = row;
    badCurrency.replace(badCurrency.find(",USD,"), 5, ",US$,");
    EXPECT_NE(csvError(header + badCurrency).find("in.csv:2 (gpu/nvidia-rtx-4090): price: 'currency' 'US$'"),
              std::string::npos);

    EXPECT_EQ(csvError("id,category,colour\r\n"), "in.csv: line 1: unknown column 'colour'");
    EXPECT_EQ(csvError(header + "gpu/x,gpu\r\n"),
              "in.csv: line 2: 2 fields, the header has " +
                  std::to_string(std::count(header.begin(), header.end(), ',') + 1));
    EXPECT_EQ(csvError(""), "in.csv: empty file (expected a header row starting with id,category,…)");
    EXPECT_NE(csvError(header + row + row).find("in.csv:3 (gpu/nvidia-rtx-4090): duplicate id"), std::string::npos);
}

TEST(PartCsv, SpecColumnsOfOtherCategoriesMustStayEmpty)
{
    const auto parts = smallParts();
    std::vector<Part> gpuAndCpu{parts[0], parts[2]};
    std::string csv = partsToCsv(gpuAndCpu);
    // Put a CPU core count on the GPU row: after ",false," (ecc) and the empty
    // specs.cooler cell comes specs.cores.
    const auto gpuRow = csv.find("gpu/nvidia-rtx-4090");
    const auto ecc = csv.find(",false,,", gpuRow);
    csv.replace(ecc, 8, ",false,,64");
    EXPECT_NE(csvError(csv).find("column specs.cores: does not apply to a gpu part"), std::string::npos);
}
