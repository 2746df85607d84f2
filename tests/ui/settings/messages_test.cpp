// Core's structured messages in both languages: every message id lupdate found
// in core has a Chinese translation with the same placeholders, and renders in
// English exactly as core's english() and in Chinese with no placeholder left.
#include "core/base/inputerror.h"
#include "core/base/message.h"
#include "core/build/analysis.h"
#include "core/build/bom.h"
#include "core/parts/quotedprices.h"
#include "core/recommend/scenariochoice.h"
#include "report/messagetext.h"
#include "ui/settings/language.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <set>

using namespace dlrig;

namespace {

struct TsMessage {
    QString context, source, translation;
};

// Core's messages in the .ts: contexts that are message ids, not Qt classes.
std::vector<TsMessage> coreMessages()
{
    QFile file(QStringLiteral(DLRIG_SOURCE_DIR "/resources/translations/dlrig_zh_CN.ts"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    std::vector<TsMessage> messages;
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name")
            context = xml.readElementText();
        else if (xml.name() == u"source")
            current.source = xml.readElementText();
        else if (xml.name() == u"translation") {
            current.context = context;
            current.translation = xml.readElementText();
            if (!context.startsWith("dlrig::"))
                messages.push_back(current);
        }
    }
    return messages;
}

std::set<QString> placeholders(const QString &text)
{
    std::set<QString> names;
    static const QRegularExpression pattern(QStringLiteral("\\{([A-Za-z][A-Za-z0-9]*)\\}"));
    for (const QRegularExpressionMatch &match : pattern.globalMatch(text))
        names.insert(match.captured(1));
    return names;
}

bool hasChinese(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    }
    return false;
}

} // namespace

TEST(CoreMessages, EveryIdRendersInEnglishAndChinese)
{
    const std::vector<TsMessage> messages = coreMessages();
    ASSERT_GE(messages.size(), 60u); // the compatibility findings alone are 55
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    for (const TsMessage &m : messages) {
        SCOPED_TRACE(m.context.toStdString() + ": " + m.source.toStdString());
        EXPECT_FALSE(m.translation.isEmpty());
        EXPECT_EQ(placeholders(m.translation), placeholders(m.source));
        // The same values in both languages: 1234 for every number.
        const std::string id = m.context.toStdString(), text = m.source.toStdString();
        core::Message message{{id.c_str(), text.c_str()}, {}};
        for (const QString &name : placeholders(m.source))
            message.args.push_back({name.toStdString(), std::int64_t{1234}});
        ASSERT_EQ(ui::installTranslations(*app, "en"), "en");
        EXPECT_EQ(report::messageText(message).toStdString(), message.english());
        EXPECT_EQ(message.english().find('{'), std::string::npos);
        ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
        const QString chinese = report::messageText(message);
        EXPECT_FALSE(chinese.contains('{')) << chinese.toStdString();
        if (!placeholders(m.source).empty()) {
            EXPECT_TRUE(chinese.contains("1,234")) << chinese.toStdString();
        }
        // Words must be Chinese; a line of numbers and units ("{vram} GiB {memory}, {bandwidth} GB/s") may stay.
        static const QRegularExpression word(QStringLiteral("[a-z]{3,}"));
        QString words = m.source;
        words.remove(QRegularExpression(QStringLiteral("\\{[A-Za-z][A-Za-z0-9]*\\}")));
        if (words.contains(word)) {
            EXPECT_TRUE(hasChinese(chinese)) << chinese.toStdString();
        }
    }
}

// A term inside a message is translated too, and numbers keep their grouping.
TEST(CoreMessages, TermsAndNumbersInsideAMessage)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    const core::Message message{DLRIG_MESSAGE("compat.server.platform",
                                              "A complete server brings its own {category}; the separate "
                                              "{category} line is counted as an extra."),
                                {{"category", core::categoryTerm(core::PartCategory::Psu)}}};
    EXPECT_EQ(message.english(),
              "A complete server brings its own power supply; the separate power supply line is counted as an extra.");
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    EXPECT_EQ(report::messageText(message).toStdString(), "整机服务器自带电源；单独列出的电源按额外部件计算。");
    EXPECT_EQ(core::groupedNumber(core::Decimal{-1234567.891, 1}), "-1,234,567.9");
    EXPECT_EQ(core::groupedNumber(core::Decimal{-0.01, 1}), "0.0");
    EXPECT_EQ(core::groupedNumber(std::int64_t{-1000}), "-1,000");
}

// A refusal core threw as a message reads in the language shown, its option
// names restated as the error asks; any other failure shows its own text.
TEST(CoreMessages, ARefusalReadsInTheLanguageShown)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    const core::InputError refusal(
        "--tp",
        core::Message{DLRIG_MESSAGE("input", "--tp {tp} does not divide the {heads} attention heads of {model} "
                                             "(tensor parallelism splits the heads evenly)"),
                      {{"tp", std::int64_t{3}}, {"heads", std::int64_t{32}}, {"model", std::string("llama-2-7b")}}},
        {{"--tp", "scenario.workload.tp"}});
    EXPECT_EQ(std::string(refusal.what()), "scenario.workload.tp 3 does not divide the 32 attention heads of "
                                           "llama-2-7b (tensor parallelism splits the heads evenly)");
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    EXPECT_EQ(report::errorText(refusal).toStdString(),
              "scenario.workload.tp 3 不能整除 llama-2-7b 的 32 个注意力头（张量并行把注意力头均分到各 GPU）");
    EXPECT_EQ(report::errorText(std::runtime_error("disk full")).toStdString(), "disk full");
    EXPECT_EQ(report::errorText(core::InputError("--x", std::string("--x: plain"))).toStdString(), "--x: plain");
}

// What a wizard user or a buyer types wrong (a budget with three decimals, a
// tax rate that is no percentage, a quote file with a bad row) is refused in
// the language shown, the typed text kept as it was.
TEST(CoreMessages, TypedAmountsAndQuoteFilesAreRefusedInChinese)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    const auto refusal = [](const auto &attempt) {
        try {
            attempt();
        } catch (const std::exception &error) {
            return report::errorText(error).toStdString();
        }
        return std::string("(accepted)");
    };
    core::ScenarioChoice choice;
    choice.presetKey = "academic-research";
    choice.amount = "60000.125";
    choice.currency = "CNY";
    const auto budget = [&] { core::scenarioFromChoice(choice); };
    const auto tax = [] { core::Percent::parse("13x", "Tax"); };
    const auto prices = [] {
        core::quotedPricesFromCsv("id,amount,currency,date\ngpu/nvidia-rtx-4090,12x,USD,2026-11-01\n", "q.csv");
    };
    EXPECT_EQ(refusal(budget), "budget: '60000.125' has more than 2 decimal places");
    EXPECT_EQ(refusal(prices), "q.csv: line 2: amount: '12x' is not a plain decimal number like 1299.50");
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    EXPECT_EQ(refusal(budget), "预算：“60000.125”的小数超过 2 位");
    EXPECT_EQ(refusal(tax), "Tax：应为 0 到 100 之间、最多四位小数的百分比，例如 13 或 7.25，而不是“13x”");
    EXPECT_EQ(refusal(prices), "q.csv：第 2 行：amount：“12x”不是普通的十进制数（例如 1299.50）");
    choice.amount = "60000";
    choice.currency = "XYZ";
    EXPECT_EQ(refusal(budget), "预算：“XYZ”不是 dlrig 认识的币种");
}
