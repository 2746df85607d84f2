// Issue 18 #13 and #15: one way of writing numbers and amounts for people,
// in the user's language, with 万 for yuan when asked for.
#include "report/numberinput.h"
#include "report/numbertext.h"
#include "report/workloadtext.h"
#include "ui/settings/language.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {

core::Money yuan(std::int64_t fen)
{
    return core::Money(fen, core::Currency::fromCode("CNY"));
}

} // namespace

TEST(NumberText, GroupedPlainAndNeverInENotation)
{
    EXPECT_EQ(report::wholeNumber(1506.4), "1,506");
    EXPECT_EQ(report::decimalNumber(662.94, 1), "662.9");
    EXPECT_EQ(report::plainNumber(1e6), "1,000,000");
    EXPECT_EQ(report::plainNumber(2.250), "2.25");
    EXPECT_EQ(report::plainNumber(3.36e9, 0), "3,360,000,000");
    EXPECT_EQ(report::rateText(6179.4, "tokens/s"), "6,179 tokens/s");
    EXPECT_EQ(report::rateText(12.44, "samples/s"), "12.4 samples/s");
}

TEST(NumberText, YuanInWanOnlyWhereAskedReadableAndChinese)
{
    auto *app = QCoreApplication::instance();
    const auto restore = qScopeGuard([app] {
        report::setYuanInWan(false);
        ui::installTranslations(*app, "en");
    });
    const core::Money total = yuan(5'722'720); // CNY 57,227.20
    report::setYuanInWan(true);
    EXPECT_EQ(report::moneyText(total, report::AmountStyle::Readable), "CNY 57,227.20"); // English: never 万
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    EXPECT_EQ(report::moneyText(total, report::AmountStyle::Readable), QStringLiteral("CNY 5.72 万"));
    EXPECT_EQ(report::moneyText(total), "CNY 57,227.20"); // a quote's line stays exact
    EXPECT_EQ(report::moneyText(yuan(999'900), report::AmountStyle::Readable), "CNY 9,999.00"); // under 10,000
    EXPECT_EQ(report::moneyText(core::Money(5'722'720, core::Currency::fromCode("USD")), report::AmountStyle::Readable),
              "USD 57,227.20");
    report::setYuanInWan(false);
    EXPECT_EQ(report::moneyText(total, report::AmountStyle::Readable), "CNY 57,227.20");
    // Numbers group the same way in Chinese; units and workloads are words.
    EXPECT_EQ(report::rateText(6179, "tokens/s"), QStringLiteral("6,179 token/秒"));
    core::Workload w;
    w.model.name = "Llama 2 7B";
    w.task = core::Task::Lora;
    w.precision = core::Precision::AmpBf16;
    EXPECT_EQ(report::workloadText(w), QStringLiteral("Llama 2 7B，LoRA 微调，混合精度，BF16 计算"));
}

// Issue 34: fields accept what the application displays and what a Chinese
// user types: "60,000", "6万", "13%" (the tax field refused what the discount took).
TEST(NumberInput, AmountsAsPeopleTypeThem)
{
    using report::typedAmount;
    EXPECT_EQ(typedAmount("60000"), "60000");
    EXPECT_EQ(typedAmount("60,000"), "60000");
    EXPECT_EQ(typedAmount("CNY 60,000.00").has_value(), false); // the field has its currency
    EXPECT_EQ(typedAmount(" 60,000.50 "), "60000.50");
    EXPECT_EQ(typedAmount(QStringLiteral("6万")), "60000");
    EXPECT_EQ(typedAmount(QStringLiteral("5.72 万")), "57200");
    EXPECT_EQ(typedAmount(QStringLiteral("1.23456万")), "12345.6"); // exact: the point moves four places
    EXPECT_EQ(typedAmount(QStringLiteral("０.５万")), "5000");
    EXPECT_EQ(typedAmount(QStringLiteral("６０，０００")), "60000");
    EXPECT_EQ(typedAmount("-5"), "-5");            // negative: the field says what it allows
    EXPECT_FALSE(typedAmount("6,00").has_value()); // commas group by three
    EXPECT_FALSE(typedAmount("abc").has_value());
    EXPECT_FALSE(typedAmount("").has_value());
}

TEST(NumberInput, PercentagesAsPeopleTypeThem)
{
    using report::typedPercent;
    EXPECT_EQ(typedPercent("13"), "13");
    EXPECT_EQ(typedPercent("13%"), "13");
    EXPECT_EQ(typedPercent("13 %"), "13");
    EXPECT_EQ(typedPercent(QStringLiteral("１３％")), "13");
    EXPECT_EQ(typedPercent("7.25%"), "7.25");
    EXPECT_FALSE(typedPercent("x%").has_value());
    EXPECT_FALSE(typedPercent("%").has_value());
}
