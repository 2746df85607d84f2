#pragma once

#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace dlrig::core {
struct Analysis;
struct ComparedBuild;
struct ResolvedBuild;
}

namespace dlrig::ui {

class BarrelChart;

// Compare: two or three builds side by side — price, TCO, cost per month,
// peak power, rate, bottleneck and every stave — with the best value of each
// row in bold on a green ground and the rows where the builds differ marked,
// and below it the first build's barrel with the others' staves overlaid.
class CompareView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMaxBuilds = 3;

    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    // Adds a column; false when kMaxBuilds are already shown.
    bool addBuild(const QString &name, const core::ResolvedBuild &build, const core::Analysis &analysis);
    // The columns, to carry them into a window in another language.
    std::vector<core::ComparedBuild> builds() const;
    void setBuilds(std::vector<core::ComparedBuild> builds);
    void clear();
    int buildCount() const;
    QTableWidget *table() const { return m_table; }
    // The first build's barrel with the others' staves as markers.
    BarrelChart *chart() const { return m_chart; }
    // A comparison row's or a barrel stave's title ("GPU compute"), translated; `fallback` for unknown keys.
    static QString rowLabel(const std::string &key, const std::string &fallback);

signals:
    void addOpenBuildRequested();
    void addFileRequested();

private:
    void rebuild();

    struct Builds;
    std::unique_ptr<Builds> m_builds;
    QLabel *m_hint;
    QPushButton *m_addOpen;
    QPushButton *m_addFile;
    QTableWidget *m_table;
    BarrelChart *m_chart;
};

} // namespace dlrig::ui
