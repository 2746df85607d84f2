#include "ui/buildview.h"

#include "core/analysis.h"
#include "core/build.h"
#include "ui/barrelchart.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dlrig::ui {

namespace {

QTableWidget *makeTable(const QStringList &headers, const QString &name)
{
    auto *table = new QTableWidget(0, static_cast<int>(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAccessibleName(name);
    return table;
}

} // namespace

BuildView::BuildView(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(tr("No build open"))), m_summary(new QLabel), m_bottleneck(new QLabel),
      m_parts(makeTable({tr("Part"), tr("Qty"), tr("Unit price"), tr("Total")}, tr("Parts"))),
      m_findings(makeTable({tr("Severity"), tr("Rule"), tr("Message")}, tr("Compatibility"))), m_chart(new BarrelChart)
{
    setObjectName("buildView");
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_bottleneck->setWordWrap(true);
    m_summary->setWordWrap(true);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_parts, 3);
    leftLayout->addWidget(m_findings, 2);
    auto *split = new QSplitter;
    split->addWidget(left);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    split->setSizes({450, 900});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(m_bottleneck);
    layout->addWidget(split, 1);
}

void BuildView::show(const QString &name, const core::ResolvedBuild &build, const core::Analysis &a)
{
    m_title->setText(name);
    const core::Workload &w = build.scenario.workload;
    m_summary->setText(tr("%1, %2, %3 — %4 · peak %5 W (PSU %6 W) · %7 %8")
                           .arg(QString::fromStdString(w.model.name),
                                QString::fromStdString(std::string(core::toString(w.task))),
                                QString::fromStdString(std::string(core::toString(w.precision))),
                                QString::fromStdString(a.cost.total.toString()))
                           .arg(a.power.peakWatts, 0, 'f', 0)
                           .arg(a.power.psuWatts, 0, 'f', 0)
                           .arg(a.barrel.systemRate, 0, 'f', 0)
                           .arg(QString::fromStdString(a.barrel.unit)));
    m_bottleneck->setText(
        QStringLiteral("<b>%1</b> %2").arg(tr("Bottleneck:"), QString::fromStdString(a.barrel.whatIf).toHtmlEscaped()));

    m_parts->setRowCount(0);
    for (const core::CostLine &line : a.cost.lines) {
        const int row = m_parts->rowCount();
        m_parts->insertRow(row);
        m_parts->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(line.partId)));
        m_parts->setItem(row, 1, new QTableWidgetItem(QString::number(line.quantity)));
        m_parts->setItem(row, 2, new QTableWidgetItem(QString::fromStdString(line.unitPrice.toString())));
        m_parts->setItem(row, 3, new QTableWidgetItem(QString::fromStdString(line.extended.toString())));
    }
    m_parts->resizeColumnsToContents();
    m_findings->setRowCount(0);
    for (const core::Finding &f : a.compatibility) {
        const int row = m_findings->rowCount();
        m_findings->insertRow(row);
        m_findings->setItem(row, 0,
                            new QTableWidgetItem(f.severity == core::Severity::Error ? tr("error") : tr("warning")));
        m_findings->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(f.rule)));
        m_findings->setItem(row, 2, new QTableWidgetItem(QString::fromStdString(f.message)));
    }
    m_chart->setReport(a.barrel);
}

} // namespace dlrig::ui
