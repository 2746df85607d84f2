#pragma once

#include "core/build/compatibility.h"

#include <string>
#include <utility>
#include <vector>

namespace dlrig::core {

// What the compatibility rule files share: a finding written in both
// languages, and the build's first part or spec of a category.
class FindingWriter {
public:
    FindingWriter(const ResolvedBuild &build, std::vector<Finding> &findings) : m_build(build), m_findings(findings) {}

protected:
    void add(const char *rule, Severity severity, MessageText text, std::vector<MessageArg> args = {})
    {
        Message message{text, std::move(args)};
        std::string english = message.english();
        m_findings.push_back({rule, severity, std::move(english), std::move(message)});
    }
    template <typename Spec>
    const Spec *spec(PartCategory category) const
    {
        const BuildLine *line = m_build.firstOf(category);
        return line ? &std::get<Spec>(line->part.specs) : nullptr;
    }
    const Part *part(PartCategory category) const
    {
        const BuildLine *line = m_build.firstOf(category);
        return line ? &line->part : nullptr;
    }

    const ResolvedBuild &m_build;
    std::vector<Finding> &m_findings;
};

} // namespace dlrig::core
