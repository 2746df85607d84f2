<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>dlrig::report::PlanText</name>
    <message numerus="yes">
        <location filename="../../report/plantext.cpp" line="79"/>
        <source>%n GPU(s), %1</source>
        <translation>
            <numerusform>%n GPU, %1</numerusform>
            <numerusform>%n GPUs, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../report/plantext.cpp" line="81"/>
        <source>, %n user(s), up to %1 per replica</source>
        <translation>
            <numerusform>, %n user, up to %1 per replica</numerusform>
            <numerusform>, %n users, up to %1 per replica</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../report/plantext.cpp" line="82"/>
        <source>, %n user(s)</source>
        <translation>
            <numerusform>, %n user</numerusform>
            <numerusform>, %n users</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../report/plantext.cpp" line="91"/>
        <source>, micro-batch %1 × %n accumulation step(s)</source>
        <translation>
            <numerusform>, micro-batch %1 × %n accumulation step</numerusform>
            <numerusform>, micro-batch %1 × %n accumulation steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dlrig::report::WorkloadText</name>
    <message numerus="yes">
        <location filename="../../report/workloadtext.cpp" line="98"/>
        <source>, %n user(s)</source>
        <translation>
            <numerusform>, %n user</numerusform>
            <numerusform>, %n users</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BomView</name>
    <message numerus="yes">
        <location filename="../../ui/bom/bomview.cpp" line="333"/>
        <source>at most %n decimal(s) in %1, not “%2”</source>
        <translation>
            <numerusform>at most %n decimal in %1, not “%2”</numerusform>
            <numerusform>at most %n decimals in %1, not “%2”</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dlrig::ui::ClusterView</name>
    <message numerus="yes">
        <location filename="../../ui/benchmark/clusterview.cpp" line="225"/>
        <source>Slurm job %1, partition %2, %n node(s), %3, %4 – %5</source>
        <translation>
            <numerusform>Slurm job %1, partition %2, %n node, %3, %4 – %5</numerusform>
            <numerusform>Slurm job %1, partition %2, %n nodes, %3, %4 – %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dlrig::ui::TeamRunsView</name>
    <message numerus="yes">
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="64"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
</TS>
