#include "ui/wizard/wizardsummarypage.h"

#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/workloadtext.h"

#include "report/pricetext.h"
#include "ui/settings/generalsettings.h"

#include "core/build/analysis.h"
#include "report/plantext.h"
#include "core/parts/partsummary.h"
#include "ui/widgets/barrelchart.h"
#include "ui/wizard/buildwizard.h"
#include "ui/compare/compareview.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace dlrig::ui {

SummaryPage::SummaryPage(QWidget *parent)
    : QWizardPage(parent), m_name(new QLineEdit), m_lines(new QTreeWidget), m_totals(new QLabel),
      m_findings(new QLabel), m_chart(new BarrelChart)
{
    setTitle(tr("Summary"));
    setSubTitle(
        tr("The build your picks make. “Open the build” opens it in the Build tab; parts and quantities can still be "
           "changed there, with undo."));
    m_name->setAccessibleName(tr("Build name"));
    m_lines->setRootIsDecorated(false);
    m_lines->setHeaderLabels({tr("Category"), tr("Part"), tr("Qty"), tr("Unit price"), tr("Line total")});
    m_lines->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_lines->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_lines->header()->setStretchLastSection(false); // the part takes the room, not "Line total"
    m_lines->setAccessibleName(tr("Parts of the build"));
    for (QLabel *label : {m_totals, m_findings}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_chart->setMinimumHeight(220);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    auto *left = new QVBoxLayout;
    left->addLayout(form);
    left->addWidget(m_lines, 1);
    left->addWidget(m_findings);
    auto *right = new QVBoxLayout;
    right->addWidget(m_totals);
    right->addWidget(m_chart, 1);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 3);
    layout->addLayout(right, 2);
}

QString SummaryPage::buildName() const
{
    return m_name->text().trimmed();
}

void SummaryPage::initializePage()
{
    auto *wizard = static_cast<BuildWizard *>(this->wizard());
    m_lines->clear();
    const auto &completion = wizard->completion();
    if (!completion)
        return;
    const core::ResolvedBuild &build = completion->build;
    const core::Currency currency = build.scenario.currency;
    const core::ExchangeRates &rates = core::ExchangeRates::builtIn();
    for (const core::BuildLine &line : build.lines) {
        auto *item = new QTreeWidgetItem(m_lines);
        item->setText(0, report::termText(core::categoryTerm(line.part.category())));
        item->setText(1, QString::fromStdString(line.part.vendor + " " + line.part.model));
        item->setToolTip(1, report::messageText(core::summaryText(line.part)) + QLatin1Char('\n') +
                                report::PriceText::describe(line.part, loadGeneralSettings().staleAfterMonths));
        item->setText(2, QString::number(line.quantity));
        if (const auto price = core::partPrice(line.part, currency, rates)) {
            item->setText(3, report::moneyText(*price));
            item->setText(4, report::moneyText(*price * line.quantity));
        } else {
            item->setText(3, report::PriceText::onRequest());
        }
        for (int column : {2, 3, 4})
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
    }
    core::Analysis analysis;
    try {
        analysis = core::analyze(build, wizard->assumptions(), rates, {});
    } catch (const std::exception &error) { // the picks were analysed on their pages; a safety net
        m_totals->setText(report::errorText(error).toHtmlEscaped());
        m_chart->setReport({});
        return;
    }
    const core::Workload &w = build.scenario.workload;
    if (m_name->text().isEmpty() || !m_name->isModified())
        m_name->setText(tr("%1 — %2").arg(report::workloadText(w), report::moneyText(wizard->constraints().budget)));
    const auto readable = [](const core::Money &amount) {
        return report::moneyText(amount, report::AmountStyle::Readable);
    };
    m_totals->setText(tr("<b>Total %1</b> of %2 budget<br>Peak %3 W (PSU %4 W)<br>%5, limited by %6<br>%7<br>%8")
                          .arg(readable(completion->cost), readable(wizard->constraints().budget),
                               report::wholeNumber(analysis.power.peakWatts),
                               report::wholeNumber(analysis.power.psuWatts), report::systemRateText(analysis.barrel),
                               CompareView::rowLabel(analysis.barrel.bottleneck, analysis.barrel.bottleneck),
                               report::messageText(analysis.barrel.whatIfText).toHtmlEscaped(),
                               report::planSummary(analysis.plan).toHtmlEscaped()));
    QStringList warnings;
    for (const core::Finding &finding : analysis.compatibility)
        warnings.append(report::messageText(finding.text).toHtmlEscaped());
    m_findings->setText(warnings.isEmpty() ? tr("Every compatibility rule passes.")
                                           : tr("<b>Warnings</b><br>%1").arg(warnings.join("<br>")));
    m_chart->setReport(analysis.barrel);
}

} // namespace dlrig::ui
