#include "core/build/bom.h"

#include "core/base/csv.h"
#include "core/testparts.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>

using namespace dlrig::core;
using namespace testparts;

namespace {

Money usdAmount(const char *amount)
{
    return Money::parse(amount, Currency::fromCode("USD"));
}

// Two RTX 4090s (USD 1,599.00), a Ryzen 9 5950X (USD 799.00), two memory kits
// priced in yuan (CNY 2,999.00, with a comma in the model) and a drive priced
// as a range (USD 100.00–151.00), listed out of category order.
ResolvedBuild mixedCurrencyBuild()
{
    Part kit = memory("cny-kit", "DDR4", 2, 32, 3200, false);
    kit.model = "Kit, 2×32 GB (光威)";
    kit.price = Price{Money::parse("2999", Currency::fromCode("CNY")),
                      std::nullopt,
                      "2026-03-01",
                      PriceKind::Street,
                      "https://example.cn/kit",
                      "",
                      false};
    Part drive = nvme();
    drive.price =
        Price{usdAmount("100"), usdAmount("151"), "2026-01-15", PriceKind::Street, "reseller range", "", false};
    ResolvedBuild build;
    build.lines = {{drive, 1}, {kit, 2}, {rtx4090(), 2}, {ryzen5950x(), 1}};
    return build;
}

BomTerms terms()
{
    BomTerms t;
    t.fields.title = "Lab workstation";
    t.fields.quoteNumber = "Q-2026-114";
    t.discountPercent = Percent::parse("5", "discount_percent");
    t.shipping = usdAmount("80");
    t.taxPercent = Percent::parse("13", "tax_percent");
    return t;
}

} // namespace

TEST(Percent, ParsesExactDecimalsAndRefusesTheRest)
{
    EXPECT_EQ(Percent::parse("13", "tax").millionths, 13'000'000);
    EXPECT_EQ(Percent::parse("7.25", "tax").millionths, 7'250'000);
    EXPECT_EQ(Percent::parse("0.0001", "tax").millionths, 100);
    EXPECT_EQ(Percent::parse("100", "tax").millionths, 100'000'000);
    EXPECT_EQ(Percent::parse("7.25", "tax").toString(), "7.25");
    EXPECT_EQ(Percent::parse("13.0", "tax").toString(), "13");
    for (const char *bad : {"", "101", "100.5", "1.23456", "-1", "13%", "1.2.3", "abc"})
        EXPECT_THROW(Percent::parse(bad, "tax_percent"), InputError) << bad;
    // 13 % of USD 626.75 is 81.4775: rounded half away from zero to 81.48.
    EXPECT_EQ(Percent::parse("13", "tax").of(usdAmount("626.75")).toString(), "USD 81.48");
}

// The hand calculation, in cents:
//   CNY 2,999.00 → USD at the ECB rates of 2026-02-20 (USD 1.1767, CNY 8.1294
//   per EUR): 299,900 × 1.1767 ÷ 8.1294 = 43,409.4 → 43,409 (USD 434.09)
//   drive: midpoint of 100.00 and 151.00 = 125.50
//   subtotal = 2 × 1,599.00 + 799.00 + 2 × 434.09 + 125.50 = 4,990.68
//   discount 5 % = 249.534 → 249.53; shipping 80.00
//   tax base = 4,990.68 − 249.53 + 80.00 = 4,821.15; tax 13 % = 626.7495 → 626.75
//   total = 4,821.15 + 626.75 = 5,447.90
TEST(Bom, TotalsAreExactToTheCentAcrossCurrencies)
{
    const Bom bom = makeBom(mixedCurrencyBuild(), "Lab", Currency::fromCode("USD"), terms(), ExchangeRates::builtIn());
    ASSERT_EQ(bom.lines.size(), 4u);
    // Grouped by category: GPU, CPU, memory, storage.
    EXPECT_EQ(bom.lines[0].partId, "gpu/nvidia-rtx-4090");
    EXPECT_EQ(bom.lines[1].partId, "cpu/amd-ryzen-9-5950x");
    EXPECT_EQ(bom.lines[2].partId, "memory/cny-kit");
    EXPECT_EQ(bom.lines[3].partId, "storage/nvme-2tb");
    const BomLine &kit = bom.lines[2];
    EXPECT_EQ(kit.unitPrice.toString(), "USD 434.09");
    EXPECT_EQ(kit.extendedPrice.toString(), "USD 868.18");
    EXPECT_EQ(kit.originalUnitPrice.toString(), "CNY 2,999.00");
    ASSERT_TRUE(kit.exchangeRate.has_value());
    EXPECT_NEAR(*kit.exchangeRate, 1.1767 / 8.1294, 1e-12);
    EXPECT_EQ(kit.priceDate, "2026-03-01");
    EXPECT_EQ(kit.priceSource, "https://example.cn/kit");
    EXPECT_FALSE(bom.lines[0].exchangeRate.has_value());
    EXPECT_EQ(bom.lines[3].unitPrice.toString(), "USD 125.50");

    EXPECT_EQ(bom.subtotal.toString(), "USD 4,990.68");
    EXPECT_EQ(bom.discount.toString(), "USD 249.53");
    EXPECT_EQ(bom.taxBase.toString(), "USD 4,821.15");
    EXPECT_EQ(bom.tax.toString(), "USD 626.75");
    EXPECT_EQ(bom.total.toString(), "USD 5,447.90");
}

TEST(Bom, InAnyCurrencyTheLinesSumToTheSubtotal)
{
    for (const char *code : {"USD", "CNY", "EUR", "JPY", "GBP"}) {
        const Currency currency = Currency::fromCode(code);
        BomTerms noTerms;
        const Bom bom = makeBom(mixedCurrencyBuild(), "Lab", currency, noTerms, ExchangeRates::builtIn());
        std::int64_t sum = 0;
        for (const BomLine &line : bom.lines) {
            EXPECT_EQ(line.extendedPrice.minorUnits(), line.unitPrice.minorUnits() * line.quantity) << code;
            EXPECT_EQ(line.unitPrice.currency().code(), code);
            sum += line.extendedPrice.minorUnits();
        }
        EXPECT_EQ(bom.subtotal.minorUnits(), sum) << code;
        EXPECT_EQ(bom.total.minorUnits(), sum) << code; // no discount, shipping or tax
    }
}

TEST(Bom, NodesMultiplyTheQuantities)
{
    ResolvedBuild build = mixedCurrencyBuild();
    build.scenario.nodes = 2;
    const Bom bom = makeBom(build, "Two nodes", Currency::fromCode("USD"), {}, ExchangeRates::builtIn());
    EXPECT_EQ(bom.lines[0].quantity, 4);
    EXPECT_EQ(bom.subtotal.toString(), "USD 9,981.36"); // 2 × 4,990.68
}

TEST(Bom, APartOnRequestIsListedAndLeftOutOfTheTotal)
{
    ResolvedBuild build = mixedCurrencyBuild();
    const Bom priced = makeBom(build, "x", Currency::fromCode("USD"), {}, ExchangeRates::builtIn());
    build.lines[0].part.price.reset(); // the NVMe drive: no public price
    const Bom bom = makeBom(build, "x", Currency::fromCode("USD"), {}, ExchangeRates::builtIn());
    const auto line = std::find_if(bom.lines.begin(), bom.lines.end(),
                                   [](const BomLine &l) { return l.partId == "storage/nvme-2tb"; });
    ASSERT_NE(line, bom.lines.end());
    EXPECT_TRUE(line->onRequest);
    EXPECT_EQ(line->priceText, "on request");
    EXPECT_EQ(line->extendedPrice.minorUnits(), 0);
    EXPECT_EQ(bom.onRequestLines, 1);
    // The one drive at USD 125.50 (the midpoint of 100–151) leaves the subtotal.
    EXPECT_EQ(priced.subtotal.minorUnits() - bom.subtotal.minorUnits(), 12550);
    const std::vector<CsvRecord> records = parseCsv(toCsv(bom), "bom.csv");
    EXPECT_EQ(records.back().fields.at(0), "total (excludes 1 on request)");
    EXPECT_EQ(toJson(bom).at("lines_on_request"), 1);
}

TEST(Bom, PricesOlderThanTheLimitAreMarkedStale)
{
    // The kit's price is from 2026-03-01, the drive's from 2026-01-15.
    BomTerms aging;
    aging.today = "2027-02-01";
    aging.staleAfterMonths = 11;
    const Bom bom = makeBom(mixedCurrencyBuild(), "x", Currency::fromCode("USD"), aging, ExchangeRates::builtIn());
    for (const BomLine &line : bom.lines) {
        if (line.partId == "memory/cny-kit") {
            EXPECT_EQ(line.priceAge.months, 11); // 2026-03-01 → 2027-02-01
            EXPECT_FALSE(line.priceAge.stale);
        }
        if (line.partId == "storage/nvme-2tb") {
            EXPECT_EQ(line.priceAge.months, 12);
            EXPECT_TRUE(line.priceAge.stale);
            EXPECT_EQ(line.priceText, "USD 100.00–151.00 (USD 125.50 counted, the midpoint)");
        }
    }
    EXPECT_GE(bom.staleLines, 1);
    EXPECT_EQ(toJson(bom).at("prices_aged_to"), "2027-02-01");
}

TEST(Bom, RefusesTermsThatDoNotAddUp)
{
    BomTerms both = terms();
    both.discountAmount = usdAmount("10");
    EXPECT_THROW(makeBom(mixedCurrencyBuild(), "x", Currency::fromCode("USD"), both, ExchangeRates::builtIn()),
                 InputError);
    BomTerms tooMuch;
    tooMuch.discountAmount = usdAmount("5000");
    EXPECT_THROW(makeBom(mixedCurrencyBuild(), "x", Currency::fromCode("USD"), tooMuch, ExchangeRates::builtIn()),
                 InputError);
    BomTerms yuanShipping;
    yuanShipping.shipping = Money::parse("50", Currency::fromCode("CNY"));
    EXPECT_THROW(makeBom(mixedCurrencyBuild(), "x", Currency::fromCode("USD"), yuanShipping, ExchangeRates::builtIn()),
                 InputError);
}

TEST(Bom, QuoteTermsFromJsonNameTheField)
{
    const Currency cny = Currency::fromCode("CNY");
    const BomTerms t = bomTermsFromJson(
        R"({"title": "GPU 工作站", "quote_number": "Q-7", "date": "2026-11-29", "tax_percent": 13,
            "discount": "1200.50", "shipping": 300})",
        "quote.json", cny);
    EXPECT_EQ(t.fields.title, "GPU 工作站");
    EXPECT_EQ(t.taxPercent.millionths, 13'000'000);
    EXPECT_EQ(t.discountAmount->toString(), "CNY 1,200.50");
    EXPECT_EQ(t.shipping->toString(), "CNY 300.00");
    const auto refused = [&](const char *json, const char *field) {
        try {
            bomTermsFromJson(json, "quote.json", cny);
            ADD_FAILURE() << "accepted " << json;
        } catch (const InputError &error) {
            EXPECT_NE(std::string(error.what()).find("quote.json"), std::string::npos) << error.what();
            EXPECT_NE(std::string(error.what()).find(field), std::string::npos) << error.what();
        }
    };
    refused(R"({"tax_percent": 130})", "tax_percent");
    refused(R"({"date": "29/11/2026"})", "date");
    refused(R"({"discount": "12.345"})", "discount");
    refused(R"({"colour": "blue"})", "colour");
    refused(R"([1, 2])", "quote.json");
    refused(R"({"title": )", "quote.json");
}

TEST(Bom, JsonCarriesEveryField)
{
    const Bom bom = makeBom(mixedCurrencyBuild(), "Lab", Currency::fromCode("USD"), terms(), ExchangeRates::builtIn());
    const nlohmann::json json = toJson(bom);
    ASSERT_EQ(json.at("lines").size(), 4u);
    const nlohmann::json &kit = json.at("lines").at(2);
    for (const char *field :
         {"id", "category", "vendor", "model", "quantity", "unit_price", "extended_price", "price_date", "source"})
        EXPECT_TRUE(kit.contains(field)) << field;
    EXPECT_EQ(kit.at("unit_price").at("amount_minor"), 43409);
    EXPECT_EQ(kit.at("original_unit_price").at("currency"), "CNY");
    EXPECT_EQ(json.at("total").at("amount_minor"), 544790);
    EXPECT_EQ(json.at("total").at("currency"), "USD");
    for (const char *field : {"subtotal", "discount", "tax", "shipping", "total"})
        EXPECT_TRUE(json.contains(field)) << field;
    EXPECT_EQ(json.at("quote").at("quote_number"), "Q-2026-114");
}

TEST(Bom, CsvRoundTripsThroughTheCsvParser)
{
    const Bom bom = makeBom(mixedCurrencyBuild(), "Lab", Currency::fromCode("USD"), terms(), ExchangeRates::builtIn());
    const std::string csv = toCsv(bom);
    EXPECT_EQ(csv.substr(0, 3), "\xEF\xBB\xBF");
    EXPECT_NE(csv.find("\r\n"), std::string::npos);
    const std::vector<CsvRecord> records = parseCsv(csv, "bom.csv");
    ASSERT_EQ(records.size(), 1u + 4u + 5u); // header, lines, totals
    EXPECT_EQ(records[0].fields.at(0), "category");
    const std::vector<std::string> &kit = records[3].fields;
    EXPECT_EQ(kit.at(3), "Kit, 2×32 GB (光威)"); // the comma survives its quotes
    EXPECT_EQ(kit.at(5), "2");
    EXPECT_EQ(kit.at(6), "434.09");
    EXPECT_EQ(kit.at(7), "868.18");
    EXPECT_EQ(kit.at(9), "2026-03-01");
    EXPECT_EQ(kit.at(10), "false"); // the source is dated
    EXPECT_EQ(kit.at(11), "street");
    EXPECT_EQ(kit.at(17), "CNY");
    // The extended prices add up to the subtotal record, in cents.
    std::int64_t sum = 0;
    for (std::size_t i = 1; i <= 4; ++i)
        sum += Money::parse(records[i].fields.at(7), Currency::fromCode("USD")).minorUnits();
    EXPECT_EQ(records[5].fields.at(0), "subtotal");
    EXPECT_EQ(Money::parse(records[5].fields.at(7), Currency::fromCode("USD")).minorUnits(), sum);
    EXPECT_EQ(records[9].fields.at(0), "total");
    EXPECT_EQ(records[9].fields.at(7), "5447.90");
}

TEST(Bom, ADiscountIsAPercentageOrAnAmount)
{
    const Currency cny = Currency::fromCode("CNY");
    BomTerms t;
    setDiscount(t, "3%", cny, "Discount");
    EXPECT_EQ(t.discountPercent->millionths, 3'000'000);
    EXPECT_FALSE(t.discountAmount.has_value());
    setDiscount(t, "1200.50", cny, "Discount");
    EXPECT_FALSE(t.discountPercent.has_value()); // one kind replaces the other
    EXPECT_EQ(t.discountAmount->toString(), "CNY 1,200.50");
    setDiscount(t, "", cny, "Discount");
    EXPECT_FALSE(t.discountAmount.has_value());
    for (const char *bad : {"three", "3 %", "120%", "1.234"}) {
        try {
            setDiscount(t, bad, cny, "Discount");
            ADD_FAILURE() << "accepted " << bad;
        } catch (const InputError &error) {
            EXPECT_EQ(std::string(error.what()).rfind("Discount", 0), 0u) << error.what();
        }
    }
}
