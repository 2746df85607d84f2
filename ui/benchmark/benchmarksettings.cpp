// The Benchmark tab's lab settings (BenchmarkView members): the thresholds
// and hand matches in bench-settings.json, their dialogs, and matching the
// detected parts to the catalog.
#include "ui/benchmark/benchmarkstate.h"
#include "ui/benchmark/benchmarkview.h"

#include "catalog/catalog.h"
#include "core/validation/benchsettings.h"
#include "kernels/benchrun.h"
#include "report/messagetext.h"
#include "report/verdicttext.h"
#include "ui/benchmark/thresholdsdialog.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>

namespace dlrig::ui {

namespace {

// The detected parts that have a name, each with its catalog category.
std::vector<std::pair<std::string, core::PartCategory>> namedParts(const kernels::DetectedMachine &m)
{
    std::vector<std::pair<std::string, core::PartCategory>> parts;
    if (!m.gpus.empty())
        parts.emplace_back(m.gpus.front().cuda.name, core::PartCategory::Gpu);
    if (!m.cpu.model.empty())
        parts.emplace_back(m.cpu.model, core::PartCategory::Cpu);
    for (const auto &disk : m.disks) {
        if (!disk.model.empty())
            parts.emplace_back(disk.model, core::PartCategory::Storage);
    }
    return parts;
}
} // namespace

core::BenchSettings BenchmarkView::loadSettings() const
{
    m_settingsProblem.clear();
    try {
        return core::loadBenchSettings(m_settingsPath);
    } catch (const std::exception &error) {
        m_settingsProblem = report::errorText(error);
        return {};
    }
}

bool BenchmarkView::saveSettings(const core::BenchSettings &settings)
{
    loadSettings();
    if (!m_settingsProblem.isEmpty()) {
        rematch(); // the machine box says why nothing was saved
        return false;
    }
    try {
        core::saveBenchSettings(m_settingsPath, settings);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Benchmark settings not saved"), report::errorText(error));
        return false;
    }
}

std::vector<core::Threshold> BenchmarkView::thresholds() const
{
    return loadSettings().thresholds;
}

void BenchmarkView::setMatch(const QString &reportedName, const QString &partId)
{
    core::BenchSettings settings = loadSettings();
    settings.matches[reportedName.toStdString()] = partId.toStdString();
    saveSettings(settings);
    rematch();
}

void BenchmarkView::matchDialog()
{
    if (!m_state->detectedOnce)
        detect();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Match the detected parts"));
    auto *form = new QFormLayout(&dialog);
    const auto catalogParts = m_catalog.list({});
    std::vector<std::pair<QString, QComboBox *>> rows;
    for (const auto &[name, category] : namedParts(m_state->detected)) {
        auto *box = new QComboBox;
        box->addItem(tr("(no catalog part)"), QString());
        for (const core::Part &part : catalogParts) {
            if (part.category() == category)
                box->addItem(QString::fromStdString(part.vendor + " " + part.model), QString::fromStdString(part.id));
        }
        // The current match, or "(no catalog part)": OK keeps every row as it is.
        const auto current = m_state->local.partOf.find(name);
        if (current != m_state->local.partOf.end())
            box->setCurrentIndex(std::max(0, box->findData(QString::fromStdString(current->second))));
        box->setAccessibleName(QString::fromStdString(name));
        form->addRow(QString::fromStdString(name).toHtmlEscaped() + ":", box);
        rows.emplace_back(QString::fromStdString(name), box);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    for (const auto &[name, box] : rows)
        setMatch(name, box->currentData().toString());
}

void BenchmarkView::thresholdsDialog()
{
    ThresholdsDialog dialog(thresholds(), this);
    if (dialog.exec() == QDialog::Accepted)
        setThresholds(dialog.thresholds());
}

void BenchmarkView::setThresholds(const std::vector<core::Threshold> &thresholds)
{
    core::BenchSettings settings = loadSettings();
    settings.thresholds = thresholds;
    if (!saveSettings(settings) || !m_state->haveRun || m_worker)
        return;
    for (core::Measurement &m : m_state->run.measurements) // the run shown, judged by the new bars
        core::judge(m, thresholds);
    showRun();
}

void BenchmarkView::rematch()
{
    m_state->local = kernels::localMachine(m_state->detected, m_catalog.list({}), loadSettings().matches);
    QStringList lines;
    for (const std::string &line : kernels::hardwareLines(m_state->detected))
        lines << report::benchText(line).toHtmlEscaped();
    lines << QStringLiteral("<i>%1</i>").arg(tr("Catalog match:"));
    for (const std::string &line : m_state->local.matched)
        lines << report::benchText(line).toHtmlEscaped();
    for (const std::string &line : m_state->local.unmatched)
        lines << QStringLiteral("<span style='color:#a66300'>%1</span>").arg(report::benchText(line).toHtmlEscaped());
    if (!m_settingsProblem.isEmpty())
        lines << QStringLiteral("<span style='color:#b3261e'>%1</span>")
                     .arg(tr("%1 — dlrig's default thresholds and no hand matches apply, and nothing is saved there "
                             "until the file is fixed or removed.")
                              .arg(m_settingsProblem.toHtmlEscaped()));
    m_machine->setText(lines.join("<br>"));
    refreshHistory();
}

} // namespace dlrig::ui
