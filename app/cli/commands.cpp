#include "app/cli/commands.h"

#include "app/cli/language.h"

#include "app/cli/analyzecommand.h"
#include "app/cli/arguments.h"
#include "app/cli/benchcommand.h"
#include "app/cli/bomcommand.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/chartoutput.h"
#include "app/cli/clustercommand.h"
#include "app/cli/estimaterequest.h"
#include "app/cli/estimatetext.h"
#include "app/cli/explaintext.h"
#include "app/cli/monitorcommand.h"
#include "app/cli/recommendcommand.h"
#include "app/cli/texttable.h"
#include "catalog/catalog.h"
#include "catalog/catalogfile.h"
#include "catalog/database.h"
#include "catalog/server/teamserver.h"
#include "core/base/jsoninput.h"
#include "core/base/outputfiles.h"
#include "core/base/utf8.h"
#include "core/estimate/assumptions.h"
#include "core/models/modellibrary.h"
#include "core/plan/planner.h"
#include "core/plan/serving.h"
#include "kernels/gpudevices.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

constexpr const char *kUsage = R"(usage: dlrig-cli [--db PATH|URI] [--lang en|zh_CN] COMMAND [OPTIONS]

Commands:
  estimate    what a workload needs: GPU memory, host RAM, CPU, disk, FLOPs
  models      the built-in model library, with sources
  catalog     the parts catalog: list, show, import, export, set-price…
  analyze     a build file: compatibility, power, the barrel, cost and TCO
  recommend   the best build for a workload and budget from the catalog
  bom         a build's bill of materials as a PDF quote, CSV or JSON
  presets     the scenario presets
  devices     the CUDA devices of this machine
  detect      what is in this machine and the catalog part each is
  bench       measure this machine and compare it with its spec sheet
  cluster     check every node and link of a Slurm cluster (cluster check)
  monitor     serve this machine's figures to Prometheus, or judge them once (--check)

--db PATH selects a catalog file (created from the shipped data when missing);
--db postgresql://HOST/DATABASE a lab's team server (see dlrig-cli catalog --help).
Exit status: 0 done, 1 failed, 2 bad input, 3 a damaged or locked file (bench,
cluster: something could not be measured), 4 the team server or Slurm refused,
did not answer or reported a conflicting change.
--lang zh_CN says the analysis' findings in Simplified Chinese (the default
follows LC_ALL, LC_MESSAGES or LANG).

dlrig-cli COMMAND --help shows a command's options. --version prints the version.
)";

constexpr const char *kEstimateHelp =
    R"(usage: dlrig-cli estimate (--model SLUG | --params N [shape]) [OPTIONS] [--explain] [--json]
                        [--chart OUT.png]

--explain adds one step of the plan by kind of work (GEMMs, attention, weight and
KV-cache reads, kernel launches, each collective over its link): its time, how much
of it the step waits for, what bounds it, and every setting behind those times with
its source. --json carries the same as "plan": {"timeline": [...]}. With requests to
serve, --chart OUT.png draws throughput against interactivity (tokens/s per GPU
against tokens/s per user, one point per load up to the KV cache's limit).

Model
  --model SLUG            a library model (dlrig-cli models lists them)
  --params N              parameter count: 7.5e9, 7.5B, 350M
  --layers L --hidden H --heads A [--kv-heads K] [--head-dim D] [--ffn F] [--vocab V]
  [--experts E --experts-per-token K]
                          the transformer's shape; with --model they override the library's
Workload
  --task train|lora|qlora|infer                       (default train)
  --precision fp32|tf32|fp16|bf16|amp-fp16|amp-bf16|amp-fp8|fp8|int8|int4|mxfp4|nvfp4
                          (default amp-bf16 for training, bf16 for inference; amp-fp8
                          trains with FP8 GEMMs; fp8, int8, int4 and the FP4s mxfp4
                          and nvfp4 are inference weights: fp8 and FP4 run on their
                          own tensor cores where the GPU has them, else dequantised)
  --optimizer adam|adamw|sgd|sgd-momentum|adam-8bit|none   (default adamw; none for infer)
  --seq S                 tokens per sample (default: the model's context, at most 2048)
  --global-batch B        training: samples per optimizer step (default: the model's
                          published batch for full training, else micro-batch × data-parallel)
  --users N               inference: concurrent users (sequences decoded at once; default 1)
  --min-tokens-per-s X    inference: the decode speed each user needs
  --attention standard|flash (default flash)
  --kernels eager|hf|compiled|ggml (default eager): PyTorch eager with fused
                     layers; Hugging Face transformers (one kernel per operator);
                     torch.compile, TensorRT-LLM or vLLM; llama.cpp (docs/accuracy.md)
  --input-tokens I --output-tokens O   serve requests of I prompt and O output tokens:
                     TTFT, TPOT, rates and where the KV cache runs out (--seq defaults to I + O)
  --request-rate R        Poisson arrivals a second instead of --users requests in flight
  --ttft-ms X --tpot-ms Y targets, judged at --slo-percentile 50|90|99 (default 90)
  --prefix-hit-rate H     share of each prompt found in the prefix cache, as measured
  --spec-tokens K --spec-acceptance A   speculative decoding: K tokens drafted a step
                     (by an MTP layer or EAGLE head), each accepted at the measured rate A
  --kv-cache-precision auto|bf16|fp16|fp8 (default auto: the model's activation
                     type, as vLLM's and SGLang's kv_cache_dtype auto; fp8 halves it)
  --lora-rank R (default 16)        --lora-targets all|qv (default all)
Plan (dlrig chooses the fastest plan that fits; these pin parts of it)
  --tp T --pp P           tensor and pipeline degrees
  --vpp V                 interleaved pipeline: V model chunks per stage (Megatron)
  --ep E                  serving a mixture of experts: spread its routed experts
                          whole over E GPUs (a multiple of --tp; E > tp runs the
                          attention data-parallel, each replica on its own users)
  --zero 0|1|2|3          ZeRO stage over the data-parallel GPUs
  --recompute none|selective|full   --offload none|cpu
  --batch B               training: micro-batch per GPU group (inference: same as --users)
Hardware and data
  --gpus N                GPUs (default 1)    --gpus-per-node K (default up to 8 in one node)
  --gpu ID                a catalog GPU: its peak, bandwidth, memory and links (NVLink, PCIe)
  --nic-gbps G            network per node in Gb/s (default 400 per GPU when the GPUs span nodes)
  --peak-tflops T         one GPU's dense TFLOPS at this precision (enables throughput)
  --mem-bandwidth GBPS    one GPU's memory bandwidth in GB/s (enables decode speed)
  --gpu-vram SIZE         one GPU's memory, e.g. 24GiB (what the plan must fit; host RAM rule)
  --train-tokens N        tokens (or samples) to train on, for time to train
  --dataset-size SIZE     dataset on disk, e.g. 150GB
  --assume KEY=VALUE      change an assumption (repeatable); keys:
)";

int printJson(std::ostream &out, const nlohmann::json &value)
{
    out << dumpJson(value) << '\n';
    return kExitOk;
}

int estimateCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                    std::ostream &out)
{
    const Arguments args(words, estimateOptions(), "estimate");
    if (args.has("--help")) {
        out << kEstimateHelp;
        for (const AssumptionInfo &info : assumptionTable())
            out << "      " << info.key << " (default " << Assumptions{}.*info.member << ")\n";
        return kExitOk;
    }
    EstimateRequest request = buildEstimateRequest(args);
    std::optional<Part> gpuPart;
    if (const auto id = args.value("--gpu")) {
        gpuPart = openUserCatalog(db).find(*id);
        if (!gpuPart || gpuPart->category() != PartCategory::Gpu)
            throw InputError(
                "--gpu", say({gpuPart ? DLRIG_MESSAGE("cli.input", "--gpu: '{id}' is not a GPU in the "
                                                                   "catalog (it is a {category}); "
                                                                   "dlrig-cli catalog list --category "
                                                                   "gpu lists them")
                                      : DLRIG_MESSAGE("cli.input", "--gpu: '{id}' is not a GPU in the "
                                                                   "catalog; dlrig-cli catalog list "
                                                                   "--category gpu lists them"),
                              {{"id", *id},
                               {"category", gpuPart ? std::string(toString(gpuPart->category())) : std::string()}}}));
    }
    const HardwareShape shape = hardwareShapeFromArguments(args, request, gpuPart);
    validate(request.workload);
    ChartOutput chart(args);
    chart.requireServing(request.workload.serving.describesRequests());
    const ServedPlan served = planServing(request.workload, shape, request.assumptions, [&](const Workload &w) {
        return planWorkload(w, shape, request.assumptions);
    });
    const PlanResult &plan = served.plan;
    const std::optional<ServingEstimate> &serving = served.serving;
    request.workload.serving.users = served.users;
    // Serving: the same load with prefill and decode on GPUs of their own.
    const std::optional<DisaggregatedServing> split =
        serving
            ? disaggregate(request.workload, plan.chosen, shape, request.assumptions, servingLoadOf(request.workload))
            : std::nullopt;
    request.workload = applyPlan(request.workload, plan.chosen);
    Estimate result = estimate(request);
    result.notes.insert(result.notes.begin(), plan.notes.begin(), plan.notes.end());
    if (serving)
        result.notes.insert(result.notes.end(), serving->notes.begin(), serving->notes.end());
    if (args.has("--json")) {
        nlohmann::json json = toJson(result);
        json["plan"] = toJson(plan);
        if (serving)
            json["serving"] = toJson(*serving, servingLoadOf(request.workload));
        if (split)
            json["serving"]["disaggregated"] = toJson(*split);
        if (serving)
            chart.write(*serving, servingLoadOf(request.workload), nullptr);
        return printJson(out, json);
    }
    printEstimate(out, result);
    printPlan(out, plan, gpuPart ? gpuPart->vendor + " " + gpuPart->model : std::string());
    if (serving)
        printServing(out, *serving, servingLoadOf(request.workload));
    if (serving && split)
        printDisaggregated(out, *split, *serving, servingLoadOf(request.workload));
    if (args.has("--explain"))
        printExplanation(out, plan, request.workload, shape.traits, result.compute.efficiency, request.assumptions);
    printAssumptions(out, result);
    if (serving)
        chart.write(*serving, servingLoadOf(request.workload), &out);
    return kExitOk;
}

nlohmann::json modelJson(const ModelSpec &m)
{
    nlohmann::json entry{
        {"slug", m.slug},
        {"name", m.name},
        {"kind", toString(m.kind)},
        {"params", m.totalParams()},
        {"active_params", m.activeParams()},
        {"published_params", m.publishedParams},
        {"context_length", m.contextLength},
        {"config_source", m.configSource},
        {"params_source", m.paramsSource},
    };
    if (m.forwardMacsPerSample > 0)
        entry["forward_macs"] = m.forwardMacsPerSample;
    // The PyTorch operators an eager forward pass issues, where dlrig counts them.
    if (const int operators = m.eagerForwardOperators(false); operators > 0) {
        entry["eager_operators"] = operators;
        entry["eager_operators_source"] =
            m.resnet ? "one per module call of torchvision's ResNet, counted from the shape" : m.eagerOperatorsSource;
    }
    if (!m.inputDescription.empty())
        entry["input"] = m.inputDescription;
    return entry;
}

int modelsCommand(const std::vector<std::string> &words, std::ostream &out)
{
    const Arguments args(words, {{"--json", false}, {"--help", false}}, "models");
    if (args.has("--help")) {
        out << "usage: dlrig-cli models [--json]\n\nLists the built-in models with their sizes and sources.\n";
        return kExitOk;
    }
    if (!args.positional().empty())
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "{command}: unexpected argument '{word}'"),
                              {{"command", std::string("models")}, {"word", args.positional().front()}}}));
    const auto &models = ModelLibrary::builtIn().models();
    if (args.has("--json")) {
        nlohmann::json list = nlohmann::json::array();
        for (const ModelSpec &m : models)
            list.push_back(modelJson(m));
        return printJson(out, list);
    }
    TextTable table({"slug", "name", "kind", "params", "context"});
    for (const ModelSpec &m : models) {
        table.addRow({m.slug, m.name, std::string(toString(m.kind)), formatCount(m.totalParams()),
                      m.contextLength > 0 ? std::to_string(m.contextLength) : "-"});
    }
    table.print(out, "");
    out << "\n" << models.size() << " models. Sources: dlrig-cli models --json\n";
    return kExitOk;
}

int devicesCommand(const std::vector<std::string> &words, std::ostream &out)
{
    const Arguments args(words, {{"--json", false}, {"--help", false}}, "devices");
    if (args.has("--help")) {
        out << "usage: dlrig-cli devices [--json]\n\nLists the CUDA devices the runtime sees.\n";
        return kExitOk;
    }
    const kernels::GpuQuery query = kernels::queryGpus();
    if (args.has("--json")) {
        nlohmann::json devices = nlohmann::json::array();
        for (const auto &d : query.devices) {
            devices.push_back({{"index", d.index},
                               {"name", d.name},
                               {"memory_bytes", d.totalMemoryBytes},
                               {"compute_capability", std::to_string(d.computeCapabilityMajor) + "." +
                                                          std::to_string(d.computeCapabilityMinor)},
                               {"multiprocessors", d.multiprocessors}});
        }
        return printJson(out, {{"cuda_compiled_in", query.cudaCompiledIn},
                               {"runtime_version", query.runtimeVersion},
                               {"driver_version", query.driverVersion},
                               {"status", query.status},
                               {"devices", devices}});
    }
    out << "CUDA: " << query.status << '\n';
    for (const auto &d : query.devices) {
        out << "  [" << d.index << "] " << d.name << ", " << formatBytes({d.totalMemoryBytes}, ByteBase::Binary)
            << ", compute capability " << d.computeCapabilityMajor << '.' << d.computeCapabilityMinor << ", "
            << d.multiprocessors << " SMs\n";
    }
    return kExitOk;
}

} // namespace

std::string messageLine(std::string_view message)
{
    std::string line;
    std::size_t start = 0;
    while (start < message.size()) {
        const std::size_t open = message.find('\'', start);
        const std::size_t close = open == std::string_view::npos ? open : message.find('\'', open + 1);
        if (close == std::string_view::npos) {
            line += printable(message.substr(start), 2000);
            break;
        }
        line += printable(message.substr(start, open + 1 - start), 2000);
        line += printable(message.substr(open + 1, close - open - 1), 60) + "'";
        start = close + 1;
    }
    return line;
}

int run(const std::vector<std::string> &words, std::ostream &out, std::ostream &err)
{
    // An output never replaces a file this command read (bom rig.dlrig --json rig.dlrig).
    protectInputsFromOutputs();
    // Everything dlrig stores and prints is UTF-8; a stray byte from the shell
    // would otherwise reach the catalog and break its JSON export later.
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (!isValidUtf8(words[i])) {
            err << "dlrig-cli: argument " << i + 1 << " ('" << printable(words[i], 60)
                << "') is not UTF-8 text; dlrig reads UTF-8 only\n";
            return kExitBadInput;
        }
    }
    std::vector<std::string> rest = words;
    std::optional<std::filesystem::path> db;
    std::optional<std::string> language;
    // Options before the command: --db PATH and --lang LANGUAGE, in either order.
    while (!rest.empty()) {
        const std::string &word = rest.front();
        const bool isDb = word == "--db" || word.rfind("--db=", 0) == 0;
        const bool isLang = word == "--lang" || word.rfind("--lang=", 0) == 0;
        if (!isDb && !isLang)
            break;
        const std::string option = isDb ? "--db" : "--lang";
        const bool inlineValue = word != option;
        if (!inlineValue && rest.size() < 2) {
            err << "dlrig-cli: " << option << (isDb ? ": expected a catalog file path\n" : ": expected en or zh_CN\n");
            return kExitBadInput;
        }
        const std::string value = inlineValue ? word.substr(option.size() + 1) : rest[1];
        rest.erase(rest.begin(), rest.begin() + (inlineValue ? 1 : 2));
        if (value.empty()) {
            err << "dlrig-cli: " << option << (isDb ? ": expected a catalog file path\n" : ": expected en or zh_CN\n");
            return kExitBadInput;
        }
        if (isDb)
            db = value;
        else
            language = value;
    }
    try {
        useLanguage(chooseLanguage(language));
    } catch (const UsageError &error) {
        err << "dlrig-cli: " << messageLine(error.what()) << '\n';
        return kExitBadInput;
    }
    if (rest.empty() || rest.front() == "--help" || rest.front() == "-h" || rest.front() == "help") {
        (rest.empty() ? err : out) << kUsage;
        return rest.empty() ? kExitBadInput : kExitOk;
    }
    const std::string &command = rest.front();
    const std::vector<std::string> arguments(rest.begin() + 1, rest.end());
    try {
        if (command == "--version") {
            out << "dlrig-cli " << DLRIG_VERSION << '\n';
            return kExitOk;
        }
        if (command == "estimate")
            return estimateCommand(arguments, db, out);
        if (command == "models")
            return modelsCommand(arguments, out);
        if (command == "catalog")
            return catalogCommand(arguments, db, out);
        if (command == "devices")
            return devicesCommand(arguments, out);
        if (command == "analyze")
            return analyzeCommand(arguments, db, out);
        if (command == "presets")
            return presetsCommand(arguments, out);
        if (command == "recommend")
            return recommendCommand(arguments, db, out);
        if (command == "bom")
            return bomCommand(arguments, db, out, err);
        if (command == "detect")
            return detectCommand(arguments, db, out);
        if (command == "bench")
            return benchCommand(arguments, db, out, err);
        if (command == "cluster")
            return clusterCommand(arguments, db, out, err);
        if (command == "monitor")
            return monitorCommand(arguments, db, out, err);
        err << "dlrig-cli: unknown command '" << command
            << "' (expected estimate, models, catalog, analyze, recommend, bom, presets, devices, detect, bench, "
               "cluster or monitor)\n";
        return kExitBadInput;
    } catch (const InputError &error) {
        err << "dlrig-cli: " << messageLine(sayError(error)) << '\n';
        return kExitBadInput;
    } catch (const OutputError &error) {
        err << "dlrig-cli: " << messageLine(error.what()) << '\n';
        return kExitBadInput;
    } catch (const UsageError &error) {
        err << "dlrig-cli: " << messageLine(error.what()) << '\n';
        return kExitBadInput;
    } catch (const catalog::DamagedCatalogError &error) {
        const std::string dbOption = db ? " --db " + catalog::redactedLocation(db->string()) : "";
        err << "dlrig-cli: "
            << messageLine(say({DLRIG_MESSAGE("cli.database", "{problem}. Nothing was changed. To keep it aside as a "
                                                              "backup and rebuild it from the shipped data, run: "
                                                              "dlrig-cli{db} catalog recover [--from-export "
                                                              "YOUR-LAST-EXPORT.json]"),
                                {{"problem", sayError(error)}, {"db", dbOption}}}))
            << '\n';
        return kExitDamaged;
    } catch (const catalog::DatabaseError &error) {
        const std::string where = db ? catalog::redactedLocation(db->string()) : catalog::userCatalogPath().string();
        if (error.isLocked()) {
            err << "dlrig-cli: "
                << messageLine(say({DLRIG_MESSAGE("cli.database", "{path} is in use by another program (locked); "
                                                                  "nothing was changed. Try again when it has "
                                                                  "finished."),
                                    {{"path", where}}}))
                << '\n';
        } else if (error.isReadOnly()) {
            err << "dlrig-cli: "
                << messageLine(say({DLRIG_MESSAGE("cli.database", "{path} cannot be written: the file or its folder "
                                                                  "is read-only; nothing was changed."),
                                    {{"path", where}}}))
                << '\n';
        } else {
            err << "dlrig-cli: " << messageLine(sayError(error)) << '\n';
        }
        return kExitDamaged;
    } catch (const catalog::ServerError &error) {
        err << "dlrig-cli: " << messageLine(sayError(error)) << '\n';
        return kExitServer;
    } catch (const std::filesystem::filesystem_error &error) {
        // A folder that cannot be made or a file that cannot be moved: the path and why.
        err << "dlrig-cli: " << messageLine(error.path1().string()) << ": " << error.code().message() << '\n';
        return kExitBadInput;
    } catch (const std::overflow_error &error) {
        // Only user numbers grow this large: a quantity, a price or an exchange rate.
        err << "dlrig-cli: " << messageLine(error.what()) << "; nothing was written\n";
        return kExitBadInput;
    } catch (const std::exception &error) {
        err << "dlrig-cli: internal error in dlrig (please report the command that caused it)";
        if (std::getenv("DLRIG_DEBUG"))
            err << ": " << messageLine(error.what());
        err << '\n';
        return kExitFailure;
    }
}

} // namespace dlrig::cli
