// The quote PDF across pages: however many lines push the totals down, the
// block from Subtotal to Total is printed on one page (pdftotext per page).
#include "core/build/bom.h"
#include "report/bomdocument.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

using namespace dlrig;

namespace {

core::Bom bomWithLines(int count)
{
    const core::Currency usd = core::Currency::fromCode("USD");
    core::Bom bom;
    bom.name = "pages";
    bom.fields.title = "Quote";
    for (int i = 0; i < count; ++i) {
        core::BomLine line;
        line.partId = "storage/drive-" + std::to_string(i);
        line.category = core::PartCategory::Storage;
        line.vendor = "Vendor";
        line.model = "Drive " + std::to_string(i);
        line.specs = "NVMe, 2 TB";
        line.quantity = 1;
        line.unitPrice = line.extendedPrice = line.originalUnitPrice = core::Money::parse("100", usd);
        line.priceKind = "street";
        line.priceDate = "2026-06-01";
        line.priceSource = "https://example.org/drive";
        bom.lines.push_back(line);
    }
    bom.subtotal = core::Money::parse(std::to_string(100 * count), usd);
    bom.discount = core::Money::parse("10", usd);
    bom.shipping = core::Money::parse("20", usd);
    bom.taxPercent = core::Percent::parse("13", "tax");
    bom.taxBase = bom.subtotal;
    bom.tax = core::Money::parse("13", usd);
    bom.total = core::Money::parse("98765.43", usd); // a string found once
    return bom;
}

std::string pageText(const std::filesystem::path &pdf, int page, const TempDir &dir)
{
    const auto text = dir / "page.txt";
    const std::string command = "pdftotext -f " + std::to_string(page) + " -l " + std::to_string(page) + " " +
                                pdf.string() + " " + text.string();
    EXPECT_EQ(std::system(command.c_str()), 0) << "pdftotext (Debian: poppler-utils) failed";
    return slurpFile(text);
}

} // namespace

// Issue 18 #10: the subtotal printed on page 1 and the discount, shipping, tax
// and total on page 2.
TEST(QuotePages, TheTotalsBlockIsNeverSplitAcrossPages)
{
    TempDir dir;
    int multiPage = 0;
    // Enough line counts that the totals meet the first page break at every offset.
    for (int lines = 8; lines <= 24; ++lines) {
        SCOPED_TRACE(lines);
        const auto pdf = dir / "quote.pdf";
        const int pages = report::writeBomPdf(pdf, bomWithLines(lines), {});
        multiPage += pages > 1;
        int subtotalPage = 0, totalPage = 0;
        for (int page = 1; page <= pages; ++page) {
            const std::string text = pageText(pdf, page, dir);
            if (text.find("Subtotal") != std::string::npos)
                subtotalPage = page;
            if (text.find("98,765.43") != std::string::npos)
                totalPage = page;
        }
        ASSERT_GT(subtotalPage, 0);
        EXPECT_EQ(subtotalPage, totalPage);
    }
    EXPECT_GT(multiPage, 0); // the range does reach a second page
}

// Issue 34 #2: a line item was split across pages — the end of its price
// source printed on the next page, with the column headers inserted in the
// middle of the row. Each line is now kept whole, and every page that holds
// lines starts them with the column headers.
TEST(QuotePages, ALineItemIsNeverSplitAndEachPageHasTheColumnHeaders)
{
    TempDir dir;
    int multiPage = 0;
    for (int lines = 6; lines <= 14; ++lines) {
        SCOPED_TRACE(lines);
        core::Bom bom = bomWithLines(lines);
        for (int i = 0; i < lines; ++i) {
            // Seven or so wrapped lines of source, as a long GitHub address makes.
            bom.lines[static_cast<std::size_t>(i)].priceSource =
                "https://github.com/example/gpu-prices/blob/0123456789abcdef0123456789abcdef01234567/data/"
                "storage/a-long-path/latest.json#line-end-" +
                std::to_string(i) + "z";
        }
        const auto pdf = dir / "quote.pdf";
        const int pages = report::writeBomPdf(pdf, bom, {});
        multiPage += pages > 1;
        for (int page = 1; page <= pages; ++page) {
            const std::string text = pageText(pdf, page, dir);
            bool any = false;
            for (int i = 0; i < lines; ++i) {
                const bool starts = text.find("Drive " + std::to_string(i) + "\n") != std::string::npos;
                const bool ends = text.find("end-" + std::to_string(i) + "z") != std::string::npos;
                EXPECT_EQ(starts, ends) << "line " << i << " is split at page " << page << ":\n" << text;
                any = any || starts || ends;
            }
            if (any) {
                EXPECT_NE(text.find("Unit price"), std::string::npos) << "page " << page << ":\n" << text;
            }
        }
    }
    EXPECT_GT(multiPage, 0);
}
