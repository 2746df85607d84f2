#pragma once

#include "core/base/money.h"

#include <QString>

#include <string>

// How dlrig writes numbers and amounts for people, in one place: the
// language's digits and grouping (1,234.5 in English and Chinese alike), no
// e-notation ever, and, for yuan in Chinese when the user asks for it, 万
// (ten thousand): CNY 57,227.20 reads "CNY 5.72 万". Core writes the English
// for JSON and logs (core::groupedNumber, core::plainNumber); what a person
// reads in the GUI, the quote and a Chinese dlrig-cli comes from here.
namespace dlrig::core {
struct BarrelReport;
}

namespace dlrig::report {

// 1,506: rounded to a whole number and grouped.
QString wholeNumber(double value);
// 662.9: `places` decimals, grouped.
QString decimalNumber(double value, int places);
// A figure as people write it: grouped, at most `maxPlaces` decimals, no
// trailing zeros (2.25, 1,000,000).
QString plainNumber(double value, int maxPlaces = 2);

// A measured figure as the CLI prints it (core::formatFigure), with three
// decimals below 1: a 1 Gbit/s link's all-reduce is 0.06 GB/s, which two
// would round to nothing.
QString measuredFigure(double value);

// A rate in the workload's unit: "6,179 tokens/s", "12.4 samples/s" (one
// decimal below 100), the unit in the user's language.
QString rateText(double rate, const std::string &unit);

// The machine's rate beside its barrel: "6,179 tokens/s", or "cannot run as
// built: power is too small; it would reach 9,162 tokens/s" (core::systemRateMessage).
QString systemRateText(const core::BarrelReport &barrel);

// Where an amount is read (a total, a budget) rather than copied (a quote's
// lines): exact always "CNY 57,227.20"; readable may be "CNY 5.72 万".
enum class AmountStyle { Exact, Readable };
QString moneyText(const core::Money &amount, AmountStyle style = AmountStyle::Exact);

// Whether readable yuan amounts of 10,000 and more are written in 万 when the
// language is Chinese (Settings → Preferences; off by default).
void setYuanInWan(bool on);
bool yuanInWan();

} // namespace dlrig::report
