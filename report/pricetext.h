#pragma once

#include "core/parts/pricetext.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

// core/parts/pricetext.h in the user's language: one way of showing a price
// in the Catalog, Build, BOM and wizard views and the quote PDF.
namespace dlrig::report {

class PriceText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::PriceText)

public:
    // "USD 1,599.00", or "USD 25,000.00–35,000.00 (USD 30,000.00 counted, the midpoint)".
    static QString amount(const core::Price &price);
    // For table cells: "USD 25,000.00–35,000.00 (30,000.00 counted)".
    static QString compactAmount(const core::Price &price);
    // "MSRP", "street", "quote", "used (refurbished)", "estimate".
    static QString kind(const core::Price &price);
    static QString kind(core::PriceKind kind, const std::string &condition);
    // "published 2024-10-10", "undated source, read 2026-12-01".
    static QString date(const core::Price &price);
    static QString date(const std::string &day, bool lookedUp);
    // "3 months old", "2 years 1 month old, stale".
    static QString age(const core::PriceAge &age);
    // Amount (kind, date, age), or "on request" for a part without a price.
    static QString describe(const core::Part &part, int staleAfterMonths);
    static QString onRequest();
    // The one colour a stale price is marked in, on screen and in the quote.
    static QColor staleColor() { return {0xb0, 0x3a, 0x00}; }
};

} // namespace dlrig::report
