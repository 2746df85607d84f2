#pragma once

#include <QVariantMap>
#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;
class QTimer;

namespace dlrig::core {
struct Analysis;
struct Bom;
struct BomTerms;
struct ResolvedBuild;
} // namespace dlrig::core

namespace dlrig::ui {

// The BOM tab: the open build as a quote. Quote fields and terms on the left
// (who the quote is from and for is remembered per user), a live preview of
// the printed quote on the right, and Export PDF / CSV / JSON and Print. The
// last export folder is remembered.
class BomView : public QWidget {
    Q_OBJECT

public:
    explicit BomView(QWidget *parent = nullptr);
    ~BomView() override;

    void setBuild(const QString &name, const core::ResolvedBuild &build, const core::Analysis &analysis);
    void clearBuild(const QString &message);

    // The BOM the fields make now; throws core::InputError naming the field.
    core::Bom bom() const;
    QString problem() const;

    // Each throws std::runtime_error or core::InputError naming what failed.
    int exportPdf(const QString &path) const;
    void exportCsv(const QString &path) const;
    void exportJson(const QString &path) const;

    // On a team catalog: what issues a numbered quote on the server (its
    // number from the server's sequence, the BOM JSON that carries it kept
    // there). Without one the Issue button is hidden.
    using QuoteIssuer =
        std::function<std::int64_t(const std::string &title, const std::function<std::string(std::int64_t)> &bomFor)>;
    void setQuoteIssuer(QuoteIssuer issuer);
    // Issues the quote now: the number goes into Quote number. False after
    // showing why not (a field, a refusal naming the role, no server).
    bool issueQuoteNumber();
    QPushButton *issueButton() const { return m_issue; }

    QLineEdit *field(const QString &accessibleName) const;
    QComboBox *currencyBox() const { return m_currency; }
    QCheckBox *summaryBox() const { return m_summary; }
    QTextBrowser *preview() const { return m_preview; }
    // True while an edit waits for the typing pause that re-renders the preview.
    bool previewPending() const;

    // Everything typed or chosen in the form, as typed (checked or not): what a
    // new window takes over when the language changes, so nothing is lost.
    QVariantMap formState() const;
    void restoreFormState(const QVariantMap &state);

signals:
    // An export finished: what was written where, for the status bar.
    void exported(const QString &message);

protected:
    // The preview is made when the tab is shown, not on every edit of the build.
    void showEvent(QShowEvent *event) override;

private:
    core::BomTerms terms() const;
    // An edit: the fields are checked at once, the preview after a pause.
    void edited();
    // Shows which field is wrong, if any, and marks it; true when all are right.
    bool checkFields();
    void updatePreview();
    void remember() const;
    void exportDialog(const QString &format);
    void printDialog();

    bool m_previewStale = true;
    struct State;
    std::unique_ptr<State> m_state;
    QLineEdit *m_title;
    QLineEdit *m_organisation;
    QLineEdit *m_requester;
    QLineEdit *m_approver;
    QLineEdit *m_quoteNumber;
    QDateEdit *m_date;
    QDateEdit *m_validUntil;
    QPlainTextEdit *m_address;
    QPlainTextEdit *m_notes;
    QLineEdit *m_logo;
    QComboBox *m_currency;
    QLineEdit *m_discount;
    QLineEdit *m_tax;
    QLineEdit *m_shipping;
    QComboBox *m_paper;
    QCheckBox *m_summary;
    QLabel *m_error;
    QTextBrowser *m_preview;
    QTimer *m_previewTimer;
    QWidget *m_markedField = nullptr;
    QPushButton *m_issue = nullptr;
    QuoteIssuer m_issuer;
};

} // namespace dlrig::ui
