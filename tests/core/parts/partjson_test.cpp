#include "core/parts/partjson.h"
#include "core/base/textfile.h"

#include "testsupport.h"

#include <gtest/gtest.h>

using namespace dlrig::core;
using nlohmann::json;

namespace {
json smallDocument()
{
    return json::parse(readTextFile(fixture("catalog-small.json")));
}

// The message for a document whose first part was changed by `edit`.
std::string errorAfter(const std::function<void(json &)> &edit)
{
    json document = smallDocument();
    edit(document["parts"][0]);
    try {
        partsFromDocument(document.dump(), "mine.json");
    } catch (const InputError &error) {
        return error.what();
    }
    return "no error";
}
} // namespace

TEST(PartJson, ReadsEveryCategoryInTheFixture)
{
    const auto parts = partsFromDocument(smallDocument().dump(), "catalog-small.json");
    ASSERT_EQ(parts.size(), 6U);
    const Part &gpu = parts[0];
    EXPECT_EQ(gpu.category(), PartCategory::Gpu);
    const auto &g = std::get<GpuSpec>(gpu.specs);
    EXPECT_EQ(g.vram.count, 24 * kGiB); // vendors' "24 GB" of VRAM is 24 GiB
    EXPECT_DOUBLE_EQ(g.dense.bf16Tflops, 165.2);
    EXPECT_EQ(gpu.price->amount.toString(), "USD 1,599.00");
    EXPECT_EQ(gpu.aliases.back(), "英伟达 RTX 4090");
    const auto &a100 = parts[1];
    ASSERT_TRUE(a100.price->high.has_value());
    EXPECT_EQ(a100.price->high->amountText(), "20000.00");
    const auto &cloud = std::get<CloudInstanceSpec>(parts[4].specs);
    EXPECT_EQ(parts[4].price->amount.minorUnits(), 3277);
    EXPECT_EQ(cloud.reservedPerHour->amountText(), "19.22");
    const auto &board = std::get<MotherboardSpec>(parts[5].specs);
    ASSERT_EQ(board.pcieSlots.size(), 2U);
    EXPECT_EQ(board.pcieSlots[0].count, 5);
}

TEST(PartJson, RoundTripsThroughTheDocumentFormat)
{
    const auto parts = partsFromDocument(smallDocument().dump(), "a.json");
    const std::string written = partsToDocument(parts);
    const auto again = partsFromDocument(written, "b.json");
    EXPECT_EQ(partsToDocument(again), written);
    EXPECT_EQ(json::parse(written)["parts"], smallDocument()["parts"]);
}

TEST(PartJson, BadRecordsNameFileRecordAndField)
{
    EXPECT_EQ(errorAfter([](json &p) { p["specs"]["vram_gib"] = "24"; }),
              "mine.json: parts[0] (gpu/nvidia-rtx-4090): specs: 'vram_gib' must be a number between 0.5 and 16384");
    EXPECT_EQ(
        errorAfter([](json &p) { p["price"]["currency"] = "DOLLARS"; }),
        "mine.json: parts[0] (gpu/nvidia-rtx-4090): price: 'currency' 'DOLLARS' is not an ISO 4217 currency dlrig "
        "knows (e.g. USD, EUR, CNY)");
    EXPECT_EQ(errorAfter([](json &p) { p["price"]["date"] = "2022-02-30"; }),
              "mine.json: parts[0] (gpu/nvidia-rtx-4090): price: 'date' '2022-02-30' is not a date like 2026-11-27");
    EXPECT_EQ(errorAfter([](json &p) { p["price"]["amount"] = 1599.999; }),
              "mine.json: parts[0] (gpu/nvidia-rtx-4090): price: 'amount' has more decimals than USD allows (2)");
    EXPECT_EQ(errorAfter([](json &p) { p["specs"]["sparse_tflops"] = 1; }),
              "mine.json: parts[0] (gpu/nvidia-rtx-4090): specs: 'sparse_tflops' is not a known field");
    EXPECT_EQ(errorAfter([](json &p) { p["id"] = "gpu/NVIDIA RTX"; }),
              "mine.json: parts[0] (gpu/NVIDIA RTX): 'id' must look like gpu/vendor-model (lowercase letters, digits, "
              "'-' and '.')");
    EXPECT_EQ(errorAfter([](json &p) { p["id"] = "cpu/nvidia-rtx-4090"; }).find("'id' must look like gpu/"),
              std::string("mine.json: parts[0] (cpu/nvidia-rtx-4090): ").size());
    EXPECT_NE(errorAfter([](json &p) { p["price"] = 1599; }).find("'price' must be"), std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["price"].erase("date"); }).find("give either 'date'"), std::string::npos);
    // A price says what kind it is, when its source published it and, when not new, its condition.
    EXPECT_NE(errorAfter([](json &p) {
                  p["price"]["kind"] = "ebay";
              }).find("'kind' must be one of msrp, street, quote, used, estimate"),
              std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["price"]["looked_up"] = "2026-01-01"; }).find("give either 'date'"),
              std::string::npos);
    EXPECT_NE(errorAfter([](json &p) {
                  p["price"].erase("date");
                  p["price"]["looked_up"] = "2026-01-01";
              }).find("an undated source's price is an estimate"),
              std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["price"]["kind"] = "used"; }).find("a used price says the part's condition"),
              std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["price"]["condition"] = "used"; }).find("price a new part"),
              std::string::npos);
    EXPECT_NE(errorAfter([](json &p) {
                  p["price"]["kind"] = "used";
                  p["price"]["condition"] = "worn";
              }).find("'worn' is not one of used, refurbished, open-box"),
              std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["price"]["date"] = "2099-01-01"; }).find("is in the future"),
              std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["price"].erase("source"); }).find("'source' is missing"), std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["specs"].erase("ecc"); }).find("'ecc' is missing"), std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["price"]["amount_high"] = 10; }).find("must not be below amount"),
              std::string::npos);
    EXPECT_NE(errorAfter([](json &p) { p["category"] = "gpus"; }).find("'gpus' is not one of gpu"), std::string::npos);
}

TEST(PartJson, DuplicateIdsAndWrongVersionsAreRefused)
{
    json document = smallDocument();
    document["parts"].push_back(document["parts"][0]);
    try {
        partsFromDocument(document.dump(), "dup.json");
        FAIL();
    } catch (const InputError &error) {
        EXPECT_STREQ(error.what(), "dup.json: parts[6] (gpu/nvidia-rtx-4090): duplicate id");
    }
    document = smallDocument();
    document["version"] = 2;
    EXPECT_THROW(partsFromDocument(document.dump(), "v2.json"), InputError);
    EXPECT_THROW(partsFromDocument("{\"format\": \"dlrig-catalog\", ", "cut.json"), InputError);
}

TEST(PartJson, APriceMayBeAbsentButNeverHalfGiven)
{
    json document = smallDocument();
    document["parts"][0].erase("price");
    const auto parts = partsFromDocument(document.dump(), "p.json");
    EXPECT_FALSE(parts[0].price.has_value());
    EXPECT_FALSE(json::parse(partsToDocument(parts))["parts"][0].contains("price"));
}

TEST(PartJson, AmountsMayBeDecimalStrings)
{
    json document = smallDocument();
    document["parts"][0]["price"]["amount"] = "1599.99";
    EXPECT_EQ(partsFromDocument(document.dump(), "s.json")[0].price->amount.minorUnits(), 159999);
}

TEST(PartJson, DatesAndIds)
{
    EXPECT_TRUE(isIsoDate("2024-02-29"));
    EXPECT_FALSE(isIsoDate("2023-02-29"));
    EXPECT_FALSE(isIsoDate("2024-13-01"));
    EXPECT_FALSE(isIsoDate("24-01-01"));
    EXPECT_TRUE(isValidPartId("gpu/nvidia-h100-sxm5-80gb", PartCategory::Gpu));
    EXPECT_TRUE(isValidPartId("cloud/aws-p4d.24xlarge", PartCategory::Cloud));
    EXPECT_FALSE(isValidPartId("gpu/", PartCategory::Gpu));
    EXPECT_FALSE(isValidPartId("gpu/-x", PartCategory::Gpu));
    EXPECT_FALSE(isValidPartId("gpu/a b", PartCategory::Gpu));
}

// fma_width_bits: optional, one of the widths x86 FMA units have, written back
// only where a part states it.
TEST(PartJson, TheCpusFmaWidthIsOptionalAndChecked)
{
    json document = smallDocument();
    json *cpu = nullptr;
    for (json &part : document["parts"]) {
        if (part["category"] == "cpu")
            cpu = &part;
    }
    ASSERT_NE(cpu, nullptr);
    const auto parse = [&] { return partsFromDocument(document.dump(), "mine.json"); };
    const auto cpuOf = [](const std::vector<Part> &parts) {
        for (const Part &p : parts) {
            if (p.category() == PartCategory::Cpu)
                return std::get<CpuSpec>(p.specs);
        }
        return CpuSpec{};
    };
    EXPECT_EQ(cpuOf(parse()).fmaWidthBits, 0);
    EXPECT_EQ(partsToDocument(parse()).find("fma_width_bits"), std::string::npos);
    (*cpu)["specs"]["fma_width_bits"] = 384;
    EXPECT_THROW(parse(), InputError);
    (*cpu)["specs"]["fma_width_bits"] = 512; // the fixture's CPU has no AVX-512
    try {
        parse();
        ADD_FAILURE() << "512-bit FMA without AVX-512 accepted";
    } catch (const InputError &error) {
        EXPECT_NE(std::string(error.what()).find("needs avx512"), std::string::npos) << error.what();
    }
    (*cpu)["specs"]["avx512"] = true;
    EXPECT_EQ(cpuOf(parse()).fmaWidthBits, 512);
    EXPECT_NE(partsToDocument(parse()).find("\"fma_width_bits\": 512"), std::string::npos);
}

// A part its maker no longer sells says since when, as a day; anything else is refused.
TEST(PartJson, ADiscontinuedPartSaysSinceWhen)
{
    json document = smallDocument();
    document["parts"][0]["discontinued"] = "2025-01-20";
    const auto parts = partsFromDocument(document.dump(), "mine.json");
    EXPECT_EQ(parts[0].discontinued, "2025-01-20");
    EXPECT_EQ(json::parse(partsToDocument(parts))["parts"][0]["discontinued"], "2025-01-20");
    EXPECT_FALSE(json::parse(partsToDocument(parts))["parts"][1].contains("discontinued"));
    const std::string error = errorAfter([](json &part) { part["discontinued"] = "January 2025"; });
    EXPECT_NE(error.find("must be the day its maker stopped selling it, as YYYY-MM-DD"), std::string::npos) << error;
    EXPECT_NE(error.find("discontinued"), std::string::npos) << error;
}
