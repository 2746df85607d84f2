// dlrig-cli bom: the real binary writes a PDF quote, CSV and JSON; the PDF's
// text (pdftotext, poppler-utils) holds every line and the exact totals.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "clirunner.h"
#include "core/estimate/efficiency.h"

#include <algorithm>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace {

const std::string kExample = DLRIG_SOURCE_DIR "/docs/examples/llama-2-7b-lora-60000cny.dlrig";

class CliBom : public testing::Test {
protected:
    std::filesystem::path db() const { return dir / "catalog.db"; }
    CliResult bom(std::vector<std::string> args) const
    {
        args.insert(args.begin(), {"--db", db().string(), "bom"});
        return runCli(args);
    }
    // The PDF's text in reading order, as poppler extracts it.
    std::string pdfText(const std::filesystem::path &pdf) const
    {
        const auto text = dir / "pdf.txt";
        const std::string command = "pdftotext -layout " + shellQuote(pdf.string()) + " " + shellQuote(text.string());
        EXPECT_EQ(std::system(command.c_str()), 0) << "pdftotext (Debian: poppler-utils) failed";
        return slurpFile(text);
    }
    std::string writeFile(const std::string &name, const std::string &content) const
    {
        std::ofstream(dir / name, std::ios::binary) << content;
        return (dir / name).string();
    }

    TempDir dir;
};

// A money object of the JSON as dlrig prints it: "CNY 27,620.76".
std::string formatted(const nlohmann::json &money)
{
    const std::int64_t minor = money.at("amount_minor");
    std::string digits = std::to_string(minor / 100);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    char cents[4];
    std::snprintf(cents, sizeof cents, "%02d", static_cast<int>(minor % 100));
    return money.at("currency").get<std::string>() + " " + digits + "." + cents;
}

std::size_t count(const std::string &text, const std::string &what)
{
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size()))
        ++n;
    return n;
}

} // namespace

TEST_F(CliBom, PdfCsvAndJsonHoldEveryLineAndTheExactTotals)
{
    const std::string quote = writeFile("quote.json", R"({"title": "GPU 工作站报价", "organisation": "清华大学",
        "logo": ")" + std::string(DLRIG_SOURCE_DIR) + R"(/resources/icons/dlrig-64.png",
        "quote_number": "Q-2026-114", "date": "2026-11-29", "tax_percent": 13, "discount_percent": 3,
        "shipping": 200})");
    const auto pdf = dir / "quote.pdf";
    const CliResult r = bom({kExample, "--pdf", pdf.string(), "--csv", (dir / "quote.csv").string(), "--json",
                             (dir / "quote.json.out").string(), "--quote", quote, "--summary"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json json = nlohmann::json::parse(slurpFile(dir / "quote.json.out"));

    // The subtotal is what analyze says the build costs, to the fen.
    const CliResult analysis = runCli({"--db", db().string(), "analyze", kExample, "--json"});
    ASSERT_EQ(analysis.exitCode, 0) << analysis.err;
    EXPECT_EQ(json.at("subtotal").at("amount_minor"),
              nlohmann::json::parse(analysis.out).at("cost").at("total").at("amount_minor"));

    const std::string text = pdfText(pdf);
    EXPECT_NE(text.find("GPU 工作站报价"), std::string::npos); // CJK survives into the PDF's text
    EXPECT_NE(text.find("Q-2026-114"), std::string::npos);
    for (const nlohmann::json &line : json.at("lines")) {
        const std::string id = line.at("id");
        EXPECT_NE(text.find(formatted(line.at("extended_price"))), std::string::npos) << id;
        EXPECT_NE(text.find(formatted(line.at("unit_price"))), std::string::npos) << id;
        // The quantity stands in the row after the part's name.
        const std::regex row(
            std::regex_replace(line.at("vendor").get<std::string>(), std::regex("[.^$|()\\[\\]{}*+?\\\\]"), "\\$&") +
            "[^\\n]*\\s" + std::to_string(line.at("quantity").get<int>()) + "\\s");
        EXPECT_TRUE(std::regex_search(text, row)) << id;
        // And its date.
        EXPECT_NE(text.find(line.at("price_date").get<std::string>()), std::string::npos) << id;
    }
    // The totals block, exactly; the discount is shown as a negative amount.
    for (const char *total : {"subtotal", "shipping", "tax", "total"})
        EXPECT_NE(text.find(formatted(json.at(total))), std::string::npos)
            << total << ": " << formatted(json.at(total));
    nlohmann::json discount = json.at("discount");
    EXPECT_GT(discount.at("amount_minor").get<std::int64_t>(), 0);
    EXPECT_NE(text.find("CNY -" + formatted(discount).substr(4)), std::string::npos);
    EXPECT_NE(text.find("Page 1 of"), std::string::npos);
    // The summary names the plan analyze chose (LoRA of Llama 2 7B: data parallel).
    const std::string planned = nlohmann::json::parse(analysis.out).at("plan").at("summary");
    // Under its label, once (issue 34 #8: it read "Plan  Plan: 3 GPU(s), …"), with English plurals.
    EXPECT_NE(text.find("3 GPUs"), std::string::npos) << text; // (where the line wraps depends on the fonts)
    EXPECT_EQ(text.find("Plan: "), std::string::npos) << text;
    EXPECT_EQ(text.find("GPU(s)"), std::string::npos) << text;
    EXPECT_NE(planned.find("tensor "), std::string::npos) << planned;
    // The rate carries the range of unseen training runs (docs/accuracy.md).
    const dlrig::core::StatedRange training = dlrig::core::statedRange(dlrig::core::EstimateKind::TrainingThroughput);
    EXPECT_NE(text.find(training.text().substr(1)), std::string::npos) << text;

    // The CSV's lines add up to its total record, which is the JSON's.
    const std::string csv = slurpFile(dir / "quote.csv");
    EXPECT_NE(csv.find("total"), std::string::npos);
    const double total = json.at("total").at("amount");
    char expected[32];
    std::snprintf(expected, sizeof expected, ",%.2f,CNY", total);
    EXPECT_NE(csv.find(expected), std::string::npos) << csv;
}

// A part without a public price (the Samsung PM1743) goes into the quote "on
// request", and the total says it leaves it out; a price older than the limit
// is marked STALE with its age.
TEST_F(CliBom, APartOnRequestAndAStalePriceAreSaidSo)
{
    nlohmann::json build = nlohmann::json::parse(slurpFile(kExample));
    build["parts"].push_back({{"id", "storage/samsung-pm1743-7.68tb"}, {"quantity", 1}});
    const std::string file = writeFile("on-request.dlrig", build.dump());
    const auto pdf = dir / "quote.pdf";
    const auto json = dir / "quote.json";
    const CliResult r = bom({file, "--pdf", pdf.string(), "--json", json.string(), "--stale-months", "6"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json out = nlohmann::json::parse(slurpFile(json));
    EXPECT_EQ(out.at("lines_on_request"), 1);
    EXPECT_EQ(out.at("stale_after_months"), 6);
    int stale = 0;
    for (const nlohmann::json &line : out.at("lines")) {
        if (line.at("id") == "storage/samsung-pm1743-7.68tb") {
            EXPECT_TRUE(line.at("on_request").get<bool>());
            EXPECT_EQ(line.at("extended_price").at("amount_minor"), 0);
        }
        // The Kingston RDIMMs' street price is from 2025-07-23: over six months old whenever this runs.
        if (line.at("id") == "memory/kingston-ksm48r40bs4tmm-32hmr") {
            EXPECT_TRUE(line.at("price_stale").get<bool>());
        }
        stale += line.at("price_stale").get<bool>() ? 1 : 0;
    }
    EXPECT_EQ(out.at("lines_with_stale_prices"), stale);
    const std::string text = pdfText(pdf);
    EXPECT_NE(text.find("on request"), std::string::npos) << text;
    EXPECT_NE(text.find("excludes parts priced on request: 1"), std::string::npos) << text;
    EXPECT_NE(text.find("STALE"), std::string::npos) << text;
    EXPECT_NE(text.find("published 2025-07-23"), std::string::npos) << text;
    const CliResult bad = bom({file, "--json", json.string(), "--stale-months", "0"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("--stale-months: '0' is not a whole number of months from 1 to 240"), std::string::npos)
        << bad.err;
}

// 200 parts of our own, one named in Chinese: the table runs over several
// pages and its header row is repeated on each.
TEST_F(CliBom, TwoHundredLinesPaginateWithTheHeaderOnEveryPage)
{
    const auto exported = dir / "storage.json";
    ASSERT_EQ(runCli({"--db", db().string(), "catalog", "export", exported.string(), "--category", "storage"}).exitCode,
              0);
    nlohmann::json document = nlohmann::json::parse(slurpFile(exported));
    const nlohmann::json model = document.at("parts").at(0);
    nlohmann::json parts = nlohmann::json::array();
    nlohmann::json items = nlohmann::json::array();
    for (int i = 0; i < 200; ++i) {
        nlohmann::json part = model;
        part["id"] = "storage/lab-drive-" + std::to_string(i);
        part["model"] = i == 117 ? "固态硬盘 七号" : "Lab drive " + std::to_string(i);
        parts.push_back(part);
        items.push_back({{"id", part["id"]}, {"quantity", 1 + i % 3}});
    }
    document["parts"] = parts;
    const std::string partsFile = writeFile("lab-drives.json", document.dump());
    ASSERT_EQ(runCli({"--db", db().string(), "catalog", "import", partsFile}).exitCode, 0);
    nlohmann::json build = nlohmann::json::parse(slurpFile(kExample));
    build["parts"] = items;
    const std::string buildFile = writeFile("lab.dlrig", build.dump());

    const auto pdf = dir / "lab.pdf";
    const CliResult r = bom({buildFile, "--pdf", pdf.string(), "--paper", "letter"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::smatch pages = [&] {
        std::smatch m;
        std::regex_search(r.out, m, std::regex("\\((\\d+) pages\\)"));
        return m;
    }();
    ASSERT_FALSE(pages.empty()) << r.out;
    const int pageCount = std::stoi(pages[1]);
    EXPECT_GE(pageCount, 4);
    const std::string text = pdfText(pdf);
    EXPECT_EQ(count(text, "Unit price"), static_cast<std::size_t>(pageCount)); // the header on every page
    EXPECT_NE(text.find("Page " + std::to_string(pageCount) + " of " + std::to_string(pageCount)), std::string::npos);
    EXPECT_NE(text.find("固态硬盘 七号"), std::string::npos);
    for (int i : {0, 99, 199})
        EXPECT_NE(text.find("Lab drive " + std::to_string(i)), std::string::npos) << i;
    // Letter paper: 8.5 × 11 in = 612 × 792 pt.
    const auto info = dir / "info.txt";
    ASSERT_EQ(std::system(("pdfinfo " + shellQuote(pdf.string()) + " > " + shellQuote(info.string())).c_str()), 0);
    EXPECT_NE(slurpFile(info).find("612 x 792 pts"), std::string::npos);
}

TEST_F(CliBom, BadInputExitsTwoAndWritesNothing)
{
    const auto out = dir / "never.pdf";
    const auto expectRefused = [&](const std::vector<std::string> &args, const std::string &words) {
        const CliResult r = bom(args);
        EXPECT_EQ(r.exitCode, 2) << r.err;
        EXPECT_NE(r.err.find(words), std::string::npos) << r.err;
        EXPECT_FALSE(std::filesystem::exists(out));
    };
    expectRefused({(dir / "missing.dlrig").string(), "--pdf", out.string()}, "missing.dlrig");
    expectRefused({kExample, "--pdf", out.string(), "--currency", "XYZ"}, "--currency");
    expectRefused({kExample, "--pdf", out.string(), "--paper", "a5"}, "--paper");
    expectRefused({kExample}, "--pdf OUT.pdf");
    const std::string badQuote = writeFile("bad-quote.json", R"({"tax_percent": "thirteen"})");
    expectRefused({kExample, "--pdf", out.string(), "--quote", badQuote}, "tax_percent");
    const std::string missingLogo = writeFile("logo-quote.json", R"({"logo": "/no/such/logo.png"})");
    const auto json = dir / "never.json";
    expectRefused({kExample, "--json", json.string(), "--pdf", out.string(), "--quote", missingLogo}, "logo");
    EXPECT_FALSE(std::filesystem::exists(json)); // checked before the JSON was written
    nlohmann::json build = nlohmann::json::parse(slurpFile(kExample));
    build["parts"].push_back({{"id", "gpu/no-such-card"}, {"quantity", 1}});
    expectRefused({writeFile("unknown.dlrig", build.dump()), "--pdf", out.string()}, "gpu/no-such-card");
    // A folder that does not exist: a clear message and no file, partial or whole.
    const auto nowhere = dir / "no-such-folder" / "quote.pdf";
    const CliResult r = bom({kExample, "--pdf", nowhere.string()});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find("no-such-folder"), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir / "no-such-folder"));
}

// Issue 33: a quote's summary of a build that serves requests carries its
// throughput–interactivity chart beside the barrel (pdfimages counts the
// pictures); a training build's carries the barrel alone.
TEST_F(CliBom, AServingBuildsSummaryCarriesItsThroughputChart)
{
    const auto imagesIn = [&](const std::string &build) {
        const auto pdf = dir / "summary.pdf";
        const CliResult r = bom({build, "--pdf", pdf.string(), "--summary"});
        EXPECT_EQ(r.exitCode, 0) << r.err;
        const auto list = dir / "images.txt";
        const std::string command = "pdfimages -list " + shellQuote(pdf.string()) + " > " + shellQuote(list.string());
        EXPECT_EQ(std::system(command.c_str()), 0) << "pdfimages (Debian: poppler-utils) failed";
        // Two header lines, then one line per image.
        const std::string text = slurpFile(list);
        return std::count(text.begin(), text.end(), '\n') - 2;
    };
    EXPECT_EQ(imagesIn(DLRIG_SOURCE_DIR "/docs/examples/serve-llama-3.3-70b-fp8.dlrig"), 2);
    EXPECT_EQ(imagesIn(kExample), 1);
}
