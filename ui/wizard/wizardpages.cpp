#include "ui/wizard/wizardpages.h"

#include "report/messagetext.h"
#include "report/workloadtext.h"

#include "core/estimate/memoryestimate.h"
#include "core/models/modellibrary.h"
#include "core/recommend/presets.h"
#include "core/recommend/scenariochoice.h"
#include "ui/settings/generalsettings.h"
#include "ui/widgets/errorlabel.h"
#include "ui/wizard/buildwizard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWidget>

namespace dlrig::ui {

namespace {

QString text(std::string_view value)
{
    return QString::fromStdString(std::string(value));
}

// The workload's keywords (what build files and dlrig-cli say) are the items'
// data; people read what each means, with the keyword beside it.
QString taskLabel(core::Task task)
{
    return report::withKeyword(report::taskText(task), core::toString(task));
}

QString precisionLabel(core::Precision precision)
{
    return report::withKeyword(report::precisionText(precision), core::toString(precision));
}

QString optimizerLabel(core::Optimizer optimizer)
{
    return report::withKeyword(report::optimizerText(optimizer), core::toString(optimizer));
}

QString keyOf(const QComboBox *box)
{
    return box->currentData().toString();
}

void selectKey(QComboBox *box, const QString &key)
{
    if (const int index = box->findData(key); index >= 0)
        box->setCurrentIndex(index);
}

} // namespace

ScenarioPage::ScenarioPage(QWidget *parent)
    : QWizardPage(parent), m_preset(new QComboBox), m_description(new QLabel), m_model(new QComboBox),
      m_task(new QComboBox), m_precision(new QComboBox), m_kvCache(new QComboBox), m_optimizer(new QComboBox),
      m_batch(new QSpinBox), m_batchLabel(new QLabel), m_speed(new QDoubleSpinBox), m_inputTokens(new QSpinBox),
      m_outputTokens(new QSpinBox), m_ttft(new QSpinBox), m_tpot(new QSpinBox), m_sequence(new QSpinBox),
      m_tensor(new QComboBox), m_pipeline(new QComboBox), m_expert(new QComboBox), m_zero(new QComboBox),
      m_recompute(new QComboBox), m_offload(new QComboBox), m_needs(new QLabel), m_error(makeErrorLabel())
{
    setTitle(tr("Scenario and workload"));
    setSubTitle(tr("Start from a scenario, then say what the machine will run. Every pick that follows is judged "
                   "by this workload."));
    for (const core::Preset &preset : core::presets())
        m_preset->addItem(report::termText(preset.titleText), QString::fromStdString(preset.key));
    for (const core::ModelSpec &model : core::ModelLibrary::builtIn().models())
        m_model->addItem(QString::fromStdString(model.name), QString::fromStdString(model.slug));
    for (core::Task task : {core::Task::Train, core::Task::Lora, core::Task::Qlora, core::Task::Infer})
        m_task->addItem(taskLabel(task), text(core::toString(task)));
    for (core::Precision precision :
         {core::Precision::AmpBf16, core::Precision::AmpFp16, core::Precision::AmpFp8, core::Precision::Bf16,
          core::Precision::Fp16, core::Precision::Tf32, core::Precision::Fp32, core::Precision::Fp8,
          core::Precision::Int8, core::Precision::Int4, core::Precision::Nvfp4, core::Precision::Mxfp4})
        m_precision->addItem(precisionLabel(precision), text(core::toString(precision)));
    // auto: vLLM's and SGLang's default, the model's activation type.
    m_kvCache->addItem(tr("auto (as the weights compute)"), text(core::toString(core::KvCacheType::Auto)));
    for (core::KvCacheType cache : {core::KvCacheType::Bf16, core::KvCacheType::Fp16, core::KvCacheType::Fp8})
        m_kvCache->addItem(text(core::toString(cache)).toUpper(), text(core::toString(cache)));
    m_kvCache->setToolTip(tr("What the KV cache is stored in while serving: FP8 halves a 16-bit cache."));
    for (core::Optimizer optimizer : {core::Optimizer::AdamW, core::Optimizer::Adam, core::Optimizer::Adam8bit,
                                      core::Optimizer::SgdMomentum, core::Optimizer::Sgd, core::Optimizer::None})
        m_optimizer->addItem(optimizerLabel(optimizer), text(core::toString(optimizer)));
    m_batch->setRange(0, 65536);
    m_speed->setRange(0, 10000);
    m_speed->setDecimals(0);
    m_speed->setSuffix(tr(" tokens/s"));
    m_speed->setSpecialValueText(tr("no target"));
    m_speed->setAccessibleName(tr("Speed each user needs"));
    for (QSpinBox *box : {m_inputTokens, m_outputTokens}) {
        box->setRange(0, 1'000'000);
        box->setSingleStep(256);
        box->setSpecialValueText(tr("—"));
    }
    for (QSpinBox *box : {m_ttft, m_tpot}) {
        box->setRange(0, 1'000'000);
        box->setSuffix(tr(" ms"));
        box->setSpecialValueText(tr("no target"));
    }
    m_ttft->setSingleStep(100);
    m_tpot->setSingleStep(5);
    m_inputTokens->setAccessibleName(tr("Prompt tokens per request"));
    m_outputTokens->setAccessibleName(tr("Output tokens per request"));
    m_ttft->setAccessibleName(tr("Time to first token target"));
    m_tpot->setAccessibleName(tr("Time per output token target"));
    // "auto" (no data) leaves the choice to the planner.
    for (QComboBox *box : {m_tensor, m_pipeline}) {
        box->addItem(tr("auto"));
        for (int degree : {1, 2, 4, 8, 16})
            box->addItem(QString::number(degree), degree);
    }
    m_expert->addItem(tr("auto"));
    for (int degree : {1, 2, 4, 8, 16, 32, 64})
        m_expert->addItem(QString::number(degree), degree);
    m_expert->setToolTip(tr("Serving a mixture of experts: the GPUs its routed experts are spread over, whole "
                            "experts each. More than the tensor degree runs attention data-parallel."));
    m_zero->addItem(tr("auto"));
    for (int stage : {0, 1, 2, 3})
        m_zero->addItem(stage == 0 ? tr("off") : tr("ZeRO-%1").arg(stage), stage);
    m_recompute->addItem(tr("auto"));
    m_recompute->addItem(tr("none"), static_cast<int>(core::Recompute::None));
    m_recompute->addItem(tr("selective"), static_cast<int>(core::Recompute::Selective));
    m_recompute->addItem(tr("full"), static_cast<int>(core::Recompute::Full));
    m_offload->addItem(tr("auto"));
    m_offload->addItem(tr("none"), static_cast<int>(core::Offload::None));
    m_offload->addItem(tr("CPU"), static_cast<int>(core::Offload::Cpu));
    m_tensor->setAccessibleName(tr("Tensor-parallel degree"));
    m_pipeline->setAccessibleName(tr("Pipeline stages"));
    m_expert->setAccessibleName(tr("Expert-parallel degree"));
    m_zero->setAccessibleName(tr("ZeRO stage"));
    m_recompute->setAccessibleName(tr("Activation recomputation"));
    m_offload->setAccessibleName(tr("CPU offload"));
    m_sequence->setRange(1, 1 << 20);
    m_sequence->setSingleStep(512);
    m_preset->setAccessibleName(tr("Scenario"));
    m_model->setAccessibleName(tr("Model"));
    m_task->setAccessibleName(tr("Task"));
    m_precision->setAccessibleName(tr("Precision"));
    m_kvCache->setAccessibleName(tr("KV cache"));
    m_optimizer->setAccessibleName(tr("Optimizer"));
    m_batch->setAccessibleName(tr("Micro-batch per GPU"));
    m_sequence->setAccessibleName(tr("Sequence length"));
    m_sequence->setObjectName("scenarioSequence");
    m_description->setWordWrap(true);
    m_needs->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("S&cenario:"), m_preset);
    form->addRow(m_description);
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("&Task:"), m_task);
    form->addRow(tr("&Precision:"), m_precision);
    form->addRow(tr("&KV cache:"), m_kvCache);
    form->addRow(tr("Opt&imizer:"), m_optimizer);
    m_batchLabel->setBuddy(m_batch);
    form->addRow(m_batchLabel, m_batch);
    form->addRow(tr("Spee&d each user needs:"), m_speed);
    // A request's lengths and its latency targets at p90, as serving benchmarks state a load.
    auto *requests = new QHBoxLayout;
    const auto field = [&](const QString &label, QSpinBox *box) {
        auto *name = new QLabel(label);
        name->setBuddy(box);
        requests->addWidget(name);
        requests->addWidget(box);
    };
    field(tr("p&rompt"), m_inputTokens);
    field(tr("ans&wer"), m_outputTokens);
    field(tr("f&irst token ≤"), m_ttft);
    field(tr("e&ach token ≤"), m_tpot);
    requests->addStretch(1);
    auto *requestsLabel = new QLabel(tr("Requests (tokens):"));
    requestsLabel->setToolTip(tr("Serving: each request's prompt and answer lengths and the time to its first "
                                 "token and between tokens at the 90th percentile. The users above are the requests "
                                 "in flight."));
    form->addRow(requestsLabel, requests);
    form->addRow(tr("Se&quence length (tokens):"), m_sequence);
    // Two lines: how the model is split, then what only training has.
    auto *pins = new QVBoxLayout;
    auto *split = new QHBoxLayout;
    auto *training = new QHBoxLayout;
    const auto pin = [&](QHBoxLayout *line, const QString &label, QComboBox *box) {
        auto *name = new QLabel(label);
        name->setBuddy(box);
        line->addWidget(name);
        line->addWidget(box);
    };
    pin(split, tr("tens&or"), m_tensor);
    pin(split, tr("pipe&line"), m_pipeline);
    pin(split, tr("e&xperts"), m_expert);
    pin(training, tr("&ZeRO"), m_zero);
    pin(training, tr("&recompute"), m_recompute);
    pin(training, tr("offlo&ad"), m_offload);
    for (QHBoxLayout *line : {split, training}) {
        line->addStretch(1);
        pins->addLayout(line);
    }
    auto *pinsLabel = new QLabel(tr("Plan:"));
    pinsLabel->setToolTip(tr("dlrig chooses how the workload is split over the GPUs; pin what you want fixed."));
    form->addRow(pinsLabel, pins);
    auto *fields = new QWidget;
    fields->setLayout(form);
    fields->setMaximumWidth(760); // a form, not a banner across a wide window
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(fields);
    layout->addWidget(m_needs);
    layout->addWidget(m_error);
    layout->addStretch(1);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &ScenarioPage::presetChanged);
    for (QComboBox *box : {m_model, m_task, m_precision, m_kvCache, m_optimizer, m_tensor, m_pipeline, m_expert, m_zero,
                           m_recompute, m_offload})
        connect(box, &QComboBox::currentIndexChanged, this, &ScenarioPage::validate);
    connect(m_speed, &QDoubleSpinBox::valueChanged, this, &ScenarioPage::validate);
    for (QSpinBox *box : {m_inputTokens, m_outputTokens, m_ttft, m_tpot})
        connect(box, &QSpinBox::valueChanged, this, &ScenarioPage::validate);
    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        // Only language models read sequences of tokens.
        const core::ModelSpec *model =
            core::ModelLibrary::builtIn().find(m_model->currentData().toString().toStdString());
        m_sequence->setEnabled(model && model->transformer.has_value());
        taskChanged();
    });
    for (QSpinBox *box : {m_batch, m_sequence})
        connect(box, &QSpinBox::valueChanged, this, &ScenarioPage::validate);
    connect(m_task, &QComboBox::currentIndexChanged, this, [this] {
        // Inference trains nothing; training needs an optimizer.
        const bool infer = inference();
        if (infer != (keyOf(m_optimizer) == text(core::toString(core::Optimizer::None))))
            selectKey(m_optimizer, text(core::toString(infer ? core::Optimizer::None : core::Optimizer::AdamW)));
        taskChanged();
    });
    presetChanged();
}

core::ScenarioChoice ScenarioPage::choice() const
{
    core::ScenarioChoice choice;
    choice.presetKey = m_preset->currentData().toString().toStdString();
    choice.modelSlug = m_model->currentData().toString().toStdString();
    choice.task = keyOf(m_task).toStdString();
    choice.precision = keyOf(m_precision).toStdString();
    if (inference())
        choice.kvCache = keyOf(m_kvCache).toStdString();
    choice.optimizer = keyOf(m_optimizer).toStdString();
    choice.batch = m_batch->value();
    choice.sequence = m_sequence->value();
    core::PlanPins pins;
    const auto pinned = [](const QComboBox *box) {
        return box->currentData().isValid() ? std::optional<int>(box->currentData().toInt()) : std::nullopt;
    };
    pins.tensor = pinned(m_tensor);
    pins.pipeline = pinned(m_pipeline);
    if (inference() && m_expert->isEnabled())
        pins.expert = pinned(m_expert);
    if (!inference()) {
        pins.zeroStage = pinned(m_zero);
        if (const auto r = pinned(m_recompute))
            pins.recompute = static_cast<core::Recompute>(*r);
        if (const auto o = pinned(m_offload))
            pins.offload = static_cast<core::Offload>(*o);
    }
    choice.pins = pins;
    choice.minTokensPerSecond = inference() ? m_speed->value() : 0;
    if (inference() && m_inputTokens->value() > 0 && m_outputTokens->value() > 0) {
        choice.inputTokens = m_inputTokens->value();
        choice.outputTokens = m_outputTokens->value();
        choice.ttftMs = m_ttft->value();
        choice.tpotMs = m_tpot->value();
    }
    return choice;
}

bool ScenarioPage::inference() const
{
    return keyOf(m_task) == text(core::toString(core::Task::Infer));
}

// Inference serves users at a speed; training takes micro-batches and ZeRO.
void ScenarioPage::taskChanged()
{
    const bool infer = inference();
    m_batchLabel->setText(infer ? tr("Concurrent &users:") : tr("Micro-&batch per GPU:"));
    m_batch->setMinimum(infer ? 1 : 0);
    m_batch->setSpecialValueText(infer ? QString() : tr("auto (the plan chooses)"));
    m_speed->setEnabled(infer);
    for (QSpinBox *box : {m_inputTokens, m_outputTokens, m_ttft, m_tpot})
        box->setEnabled(infer);
    m_kvCache->setEnabled(infer);
    m_optimizer->setEnabled(!infer); // serving has no optimizer step
    for (QComboBox *box : {m_zero, m_recompute, m_offload})
        box->setEnabled(!infer);
    // Expert parallelism spreads the routed experts of a mixture of experts while serving.
    const core::ModelSpec *model = core::ModelLibrary::builtIn().find(m_model->currentData().toString().toStdString());
    m_expert->setEnabled(infer && model && model->transformer && model->transformer->experts > 1);
}

void ScenarioPage::setPreset(const QString &key)
{
    m_preset->setCurrentIndex(m_preset->findData(key));
}

void ScenarioPage::setWorkload(const QString &modelSlug, const QString &task, const QString &precision)
{
    m_model->setCurrentIndex(m_model->findData(modelSlug));
    selectKey(m_task, task);
    selectKey(m_precision, precision);
}

void ScenarioPage::setChoice(const core::ScenarioChoice &choice)
{
    setPreset(QString::fromStdString(choice.presetKey));
    setWorkload(QString::fromStdString(choice.modelSlug), QString::fromStdString(choice.task),
                QString::fromStdString(choice.precision));
    selectKey(m_optimizer, QString::fromStdString(choice.optimizer));
    selectKey(m_kvCache, choice.kvCache.empty() ? text(core::toString(core::KvCacheType::Auto))
                                                : QString::fromStdString(choice.kvCache));
    m_batch->setValue(choice.batch);
    m_sequence->setValue(choice.sequence);
    if (choice.minTokensPerSecond >= 0)
        m_speed->setValue(choice.minTokensPerSecond);
    m_inputTokens->setValue(choice.inputTokens);
    m_outputTokens->setValue(choice.outputTokens);
    m_ttft->setValue(static_cast<int>(choice.ttftMs));
    m_tpot->setValue(static_cast<int>(choice.tpotMs));
    const core::PlanPins pins = choice.pins.value_or(core::PlanPins{});
    const auto show = [](QComboBox *box, std::optional<int> value) {
        const int index = value ? box->findData(*value) : 0;
        box->setCurrentIndex(index < 0 ? 0 : index);
    };
    show(m_tensor, pins.tensor);
    show(m_pipeline, pins.pipeline);
    show(m_expert, pins.expert);
    show(m_zero, pins.zeroStage);
    show(m_recompute, pins.recompute ? std::optional<int>(static_cast<int>(*pins.recompute)) : std::nullopt);
    show(m_offload, pins.offload ? std::optional<int>(static_cast<int>(*pins.offload)) : std::nullopt);
    validate();
}

bool ScenarioPage::isComplete() const
{
    return m_valid;
}

bool ScenarioPage::validatePage()
{
    return m_valid;
}

// A preset brings its own workload; the user may change it.
void ScenarioPage::presetChanged()
{
    const core::Preset *preset = core::findPreset(m_preset->currentData().toString().toStdString());
    if (!preset)
        return;
    m_description->setText(report::termText(preset->descriptionText));
    const core::Workload &w = preset->scenario.workload;
    setWorkload(QString::fromStdString(w.model.slug), text(core::toString(w.task)), text(core::toString(w.precision)));
    selectKey(m_optimizer, text(core::toString(w.optimizer)));
    selectKey(m_kvCache, text(core::toString(w.kvCache)));
    taskChanged();
    const bool infer = w.task == core::Task::Infer;
    m_batch->setValue(infer ? w.serving.users : w.pins.microBatch.value_or(0));
    m_speed->setValue(w.serving.minTokensPerSecondPerUser);
    m_inputTokens->setValue(w.serving.inputTokens);
    m_outputTokens->setValue(w.serving.outputTokens);
    m_ttft->setValue(static_cast<int>(w.serving.ttftMs));
    m_tpot->setValue(static_cast<int>(w.serving.tpotMs));
    m_sequence->setValue(w.sequence);
    const auto show = [](QComboBox *box, std::optional<int> value) {
        const int index = value ? box->findData(*value) : 0;
        box->setCurrentIndex(index < 0 ? 0 : index);
    };
    show(m_tensor, w.pins.tensor);
    show(m_pipeline, w.pins.pipeline);
    show(m_expert, w.pins.expert);
    show(m_zero, w.pins.zeroStage);
    show(m_recompute, w.pins.recompute ? std::optional<int>(static_cast<int>(*w.pins.recompute)) : std::nullopt);
    show(m_offload, w.pins.offload ? std::optional<int>(static_cast<int>(*w.pins.offload)) : std::nullopt);
    validate();
}

// Checks the workload as the estimators will take it (the budget is checked
// on the next page) and shows what it needs on one GPU.
void ScenarioPage::validate()
{
    core::ScenarioChoice workloadOnly = choice();
    workloadOnly.amount = "1";
    workloadOnly.currency = "USD";
    QString problem;
    try {
        const core::Scenario scenario = core::scenarioFromChoice(workloadOnly);
        // The preset's description holds while its workload does; once the
        // model, task or precision changes, it says what the page now describes.
        if (const core::Preset *preset = core::findPreset(m_preset->currentData().toString().toStdString())) {
            const core::Workload &given = preset->scenario.workload;
            const core::Workload &now = scenario.workload;
            const bool same =
                given.model.slug == now.model.slug && given.task == now.task && given.precision == now.precision;
            m_description->setText(same ? report::termText(preset->descriptionText)
                                        : tr("Starts from “%1”, changed to: %2.")
                                              .arg(report::termText(preset->titleText), report::workloadText(now)));
        }
        core::Workload one = scenario.workload; // on one GPU, with what is pinned
        one.batch = one.task == core::Task::Infer ? one.serving.users : one.pins.microBatch.value_or(1);
        one.recompute = one.pins.recompute.value_or(core::Recompute::None);
        const core::MemoryEstimate memory = core::estimateMemory(one, {});
        m_needs->setText(
            tr("On one GPU this needs about %1 of GPU memory (weights %2); later pages split it over more GPUs "
               "where that helps.")
                .arg(formatSize(memory.perGpu.total()), formatSize(memory.perGpu.weights)));
    } catch (const std::exception &error) {
        problem = report::errorText(error);
        m_needs->clear();
    }
    showError(m_error, problem);
    if (m_valid != problem.isEmpty()) {
        m_valid = problem.isEmpty();
        announceCompleteness(*this);
    }
}

} // namespace dlrig::ui
