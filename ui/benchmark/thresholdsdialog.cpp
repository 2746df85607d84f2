#include "ui/benchmark/thresholdsdialog.h"

#include "core/validation/validation.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dlrig::ui {

namespace {

enum Column { MetricColumn, PassColumn, WarnColumn, EvidenceColumn };

QDoubleSpinBox *percentBox(double fraction)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(1, 100);
    box->setDecimals(0);
    box->setSuffix(" %");
    box->setValue(fraction * 100);
    return box;
}

} // namespace

ThresholdsDialog::ThresholdsDialog(const std::vector<core::Threshold> &thresholds, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(0, 4))
{
    setWindowTitle(tr("Benchmark thresholds"));
    m_table->setHorizontalHeaderLabels({tr("Metric"), tr("PASS from"), tr("WARN from"), tr("Why this default")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAccessibleName(tr("Thresholds"));
    for (const core::Threshold &t : thresholds) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, MetricColumn, new QTableWidgetItem(QString::fromStdString(t.metric)));
        if (t.exact) {
            m_table->setItem(row, PassColumn, new QTableWidgetItem(tr("equal")));
            m_table->setItem(row, WarnColumn, new QTableWidgetItem(tr("–")));
        } else {
            auto *pass = percentBox(t.pass);
            auto *warn = percentBox(t.warn);
            pass->setAccessibleName(QString::fromStdString(t.metric) + " PASS");
            warn->setAccessibleName(QString::fromStdString(t.metric) + " WARN");
            m_table->setCellWidget(row, PassColumn, pass);
            m_table->setCellWidget(row, WarnColumn, warn);
        }
        auto *evidence = new QTableWidgetItem(QString::fromStdString(t.evidence));
        evidence->setToolTip(evidence->text());
        m_table->setItem(row, EvidenceColumn, evidence);
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(EvidenceColumn, QHeaderView::Stretch);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, [this](int column) {
        if (column == EvidenceColumn)
            m_table->resizeRowsToContents();
    });
    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &ThresholdsDialog::restoreDefaults);
    auto *intro = new QLabel(tr("A measurement at or above PASS of its spec passes, at or above WARN warns, below "
                                "WARN fails. Inventory checks must equal the build."));
    intro->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(1000, 640);
}

std::vector<core::Threshold> ThresholdsDialog::thresholds() const
{
    std::vector<core::Threshold> table = core::defaultThresholds();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *pass = qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(row, PassColumn));
        const auto *warn = qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(row, WarnColumn));
        if (!pass || !warn)
            continue;
        for (core::Threshold &t : table) {
            if (QString::fromStdString(t.metric) == m_table->item(row, MetricColumn)->text()) {
                t.pass = pass->value() / 100;
                t.warn = std::min(warn->value(), pass->value()) / 100;
            }
        }
    }
    return table;
}

void ThresholdsDialog::setBars(const QString &metric, double passPercent, double warnPercent)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, MetricColumn)->text() != metric)
            continue;
        if (auto *pass = qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(row, PassColumn)))
            pass->setValue(passPercent);
        if (auto *warn = qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(row, WarnColumn)))
            warn->setValue(warnPercent);
    }
}

void ThresholdsDialog::restoreDefaults()
{
    for (const core::Threshold &t : core::defaultThresholds()) {
        if (!t.exact)
            setBars(QString::fromStdString(t.metric), t.pass * 100, t.warn * 100);
    }
}

} // namespace dlrig::ui
