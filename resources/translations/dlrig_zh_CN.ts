<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BuildCommands</name>
    <message>
        <location filename="../../ui/buildcommands.cpp" line="22" />
        <source>Change quantity of %1</source>
        <translation>修改 %1 的数量</translation>
    </message>
    <message>
        <location filename="../../ui/buildcommands.cpp" line="52" />
        <source>Replace %1 with %2</source>
        <translation>将 %1 换成 %2</translation>
    </message>
    <message>
        <location filename="../../ui/buildcommands.cpp" line="70" />
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <location filename="../../ui/buildcommands.cpp" line="88" />
        <source>Change costs and use</source>
        <translation>修改成本与使用</translation>
    </message>
    <message>
        <location filename="../../ui/buildcommands.cpp" line="106" />
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
</context>
<context>
    <name>CatalogCommands</name>
    <message>
        <location filename="../../ui/catalogcommands.cpp" line="17" />
        <source>Set the price of %1 to %2</source>
        <translation>将 %1 的价格设为 %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="52" />
        <source>Untitled build</source>
        <translation>未命名配置</translation>
    </message>
    <message>
        <location filename="../../app/dlrig_main.cpp" line="30" />
        <source>dlrig cannot start</source>
        <translation>dlrig 无法启动</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BarrelChart</name>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="24" />
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="25" />
        <source>GPU mem</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="26" />
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="27" />
        <source>link</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="28" />
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="29" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="30" />
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="31" />
        <source>RAM bw</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="32" />
        <source>disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="33" />
        <source>disk cap</source>
        <translation>磁盘容量</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="34" />
        <source>power</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="45" />
        <source>Barrel chart</source>
        <translation>木桶图</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="46" />
        <source>The barrel: each subsystem against what the GPUs can use</source>
        <translation>木桶：各子系统相对 GPU 所需的能力</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="64" />
        <source>keeps up</source>
        <translation>跟得上</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="65" />
        <source>limits the machine</source>
        <translation>限制整机</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="89" />
        <source>water line: %1 %2</source>
        <translation>水位线：%1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/barrelchart.cpp" line="105" />
        <source>ratio to GPU demand (1 = keeps up)</source>
        <translation>与 GPU 需求之比（1 = 跟得上）</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BuildView</name>
    <message>
        <location filename="../../ui/buildview.cpp" line="37" />
        <source>No build open</source>
        <translation>未打开配置</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="38" />
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="38" />
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="38" />
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="38" />
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="38" />
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="39" />
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="39" />
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="39" />
        <source>Message</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="39" />
        <source>Compatibility</source>
        <translation>兼容性</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="40" />
        <source>&amp;Remove part</source>
        <translation>移除部件(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="49" />
        <source>File → New build (Ctrl+N) recommends a build for a scenario and a budget; File → Open (Ctrl+O) opens a .dlrig file.</source>
        <translation>文件 → 新建配置（Ctrl+N）按场景和预算推荐配置；文件 → 打开（Ctrl+O）打开 .dlrig 文件。</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="57" />
        <source>Add parts from the Catalog tab (Ctrl+D).</source>
        <translation>在“目录”页添加部件（Ctrl+D）。</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="78" />
        <source>Remove the selected part from the build</source>
        <translation>从配置中移除所选部件</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="96" />
        <source>This build cannot be analysed.</source>
        <translation>无法分析此配置。</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="117" />
        <source>Part in row %1</source>
        <translation>第 %1 行的部件</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="137" />
        <source>Quantity in row %1</source>
        <translation>第 %1 行的数量</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="149" />
        <source>%1, %2, %3 — %4 · peak %5 W (PSU %6 W) · %7 %8</source>
        <translation>%1，%2，%3 — %4 · 峰值 %5 W（电源 %6 W）· %7 %8</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="159" />
        <source>Bottleneck:</source>
        <translation>瓶颈：</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="181" />
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="199" />
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../ui/buildview.cpp" line="199" />
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::CatalogTableModel</name>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="102" />
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="104" />
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="118" />
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="120" />
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="122" />
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="124" />
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="126" />
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="128" />
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/catalogtablemodel.cpp" line="130" />
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::CompareView</name>
    <message>
        <location filename="../../ui/compareview.cpp" line="26" />
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="27" />
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="28" />
        <source>Cost per month (energy + depreciation)</source>
        <translation>每月成本（电费 + 折旧）</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="29" />
        <source>Peak power</source>
        <translation>峰值功耗</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="30" />
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="31" />
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="32" />
        <source>GPU compute</source>
        <translation>GPU 算力</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="33" />
        <source>GPU memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="34" />
        <source>VRAM capacity</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="35" />
        <source>GPU interconnect</source>
        <translation>GPU 互联</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="36" />
        <source>PCIe to host</source>
        <translation>PCIe 主机链路</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="37" />
        <source>CPU data loading</source>
        <translation>CPU 数据加载</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="38" />
        <source>RAM capacity</source>
        <translation>内存容量</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="39" />
        <source>RAM bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="40" />
        <source>Storage throughput</source>
        <translation>存储吞吐</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="41" />
        <source>Storage capacity</source>
        <translation>存储容量</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="42" />
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="50" />
        <source>Add the &amp;open build</source>
        <translation>加入当前配置(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="50" />
        <source>Add a build &amp;file…</source>
        <translation>加入配置文件(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="54" />
        <source>C&amp;lear</source>
        <translation>清空(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="57" />
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="111" />
        <source>Add two or three builds to compare them.</source>
        <translation>加入两到三个配置进行对比。</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="112" />
        <source>Best value of each row in bold; ≠ marks the rows where the builds differ. Prices in %1.</source>
        <translation>每行最优值加粗；≠ 标出各配置不同的行。价格以 %1 计。</translation>
    </message>
    <message>
        <location filename="../../ui/compareview.cpp" line="136" />
        <source>Best of the builds compared</source>
        <translation>对比中的最优值</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::CostsDialog</name>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="46" />
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="48" />
        <source>Costs and use</source>
        <translation>成本与使用</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="58" />
        <source>Build currency</source>
        <translation>配置币种</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="59" />
        <source>Electricity price per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="60" />
        <source>Electricity price currency</source>
        <translation>电价币种</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="61" />
        <source>Share of the hours the machine is busy</source>
        <translation>机器忙碌时间的占比</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="62" />
        <source>Power usage effectiveness: facility energy ÷ IT energy (1.0 at a desk; data centres report about 1.1–1.6)</source>
        <translation>电能使用效率（PUE）：设施总能耗 ÷ IT 能耗（桌边为 1.0；数据中心约 1.1–1.6）</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="70" />
        <source>&amp;Electricity per kWh:</source>
        <translation>每千瓦时电价(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="73" />
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="75" />
        <source>&amp;Utilisation:</source>
        <translation>利用率(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="76" />
        <source>&amp;Kept for:</source>
        <translation>使用年限(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="77" />
        <source>&amp;PUE:</source>
        <translation>PUE(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="78" />
        <source>Prices are converted with the ECB reference rates of %1.</source>
        <translation>价格按欧洲央行 %1 的参考汇率换算。</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="121" />
        <source>The electricity price cannot be negative.</source>
        <translation>电价不能为负。</translation>
    </message>
    <message>
        <location filename="../../ui/costsdialog.cpp" line="123" />
        <source>Electricity per kWh: %1</source>
        <translation>每千瓦时电价：%1</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="48" />
        <source>&amp;Build</source>
        <translation>配置(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="49" />
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="50" />
        <source>Co&amp;mpare</source>
        <translation>对比(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="38" />
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="42" />
        <source>no price in the catalog</source>
        <translation>目录中无价格</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="72" />
        <source>Price of %1 set to %2</source>
        <translation>%1 的价格已设为 %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="76" />
        <source>Cannot set the price</source>
        <translation>无法设置价格</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="90" />
        <source>Set the price of %1 %2</source>
        <translation>设置 %1 %2 的价格</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="104" />
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="105" />
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="106" />
        <source>&amp;Seen on:</source>
        <translation>报价日期(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="125" />
        <source>Imported %1 parts from %2 (%3 new, %4 replaced)</source>
        <translation>已从 %2 导入 %1 个部件（新增 %3，替换 %4）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="133" />
        <source>Nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="145" />
        <source>Exported %1 parts to %2</source>
        <translation>已将 %1 个部件导出到 %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="148" />
        <source>Cannot export the catalog</source>
        <translation>无法导出目录</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="155" />
        <source>Import parts</source>
        <translation>导入部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="156" />
        <source>Parts (*.json *.csv);;All files (*)</source>
        <translation>部件 (*.json *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="163" />
        <source>Export the catalog</source>
        <translation>导出目录</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="164" />
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="71" />
        <source>Compare a build</source>
        <translation>对比配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="79" />
        <source>%1 parts in %2</source>
        <translation>%2 中共 %1 个部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="83" />
        <source>Preferences: %1 (the default is used)</source>
        <translation>首选项：%1（已使用默认值）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="96" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="97" />
        <source>&amp;New build…</source>
        <translation>新建配置(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="98" />
        <source>&amp;Open build…</source>
        <translation>打开配置(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="99" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="102" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="103" />
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="105" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="107" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="108" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="110" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="115" />
        <source>&amp;Costs and use…</source>
        <translation>成本与使用(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="116" />
        <source>A&amp;dd selected part to build</source>
        <translation>将所选部件加入配置(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="116" />
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="119" />
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="120" />
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="121" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="124" />
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="134" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="135" />
        <source>dlrig will use %1 the next time it starts.</source>
        <translation>dlrig 下次启动时将使用%1。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="138" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="139" />
        <source>&amp;About dlrig</source>
        <translation>关于 dlrig(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="140" />
        <source>About dlrig</source>
        <translation>关于 dlrig</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="141" />
        <source>dlrig helps you buy the right deep-learning machine and prove it is what you paid for.</source>
        <translation>dlrig 帮您买到合适的深度学习机器，并验证它名副其实。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="151" />
        <source>Search parts: 4090, epyc 7742, 英伟达…</source>
        <translation>搜索部件：4090、epyc 7742、英伟达…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="153" />
        <source>Search the catalog</source>
        <translation>搜索目录</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="155" />
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="156" />
        <source>All categories</source>
        <translation>全部类别</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="171" />
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="174" />
        <source>Part details</source>
        <translation>部件详情</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="176" />
        <source>Set &amp;price…</source>
        <translation>设置价格(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="177" />
        <source>Your own price for the selected part, e.g. from a quote (undoable)</source>
        <translation>为所选部件设置您自己的价格，例如来自报价单（可撤销）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="179" />
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="180" />
        <source>Adds or replaces parts from a .json or .csv file, all or nothing</source>
        <translation>从 .json 或 .csv 文件添加或替换部件，要么全部成功要么不变</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="182" />
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="184" />
        <source>Add to build</source>
        <translation>加入配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="185" />
        <source>Adds the selected part to the open build (Ctrl+D)</source>
        <translation>将所选部件加入当前配置（Ctrl+D）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="238" />
        <source>&lt;p&gt;Price %1 (%2, %3) — &lt;a href="%4"&gt;source&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;价格 %1（%2，%3）— &lt;a href="%4"&gt;来源&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="243" />
        <source>&lt;p&gt;&lt;a href="%1"&gt;Specification source&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href="%1"&gt;规格来源&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="75" />
        <source>Open or make a build first</source>
        <translation>请先打开或新建配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="82" />
        <location filename="../../ui/mainwindowdocument.cpp" line="95" />
        <source>Cannot compare the build</source>
        <translation>无法对比配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="104" />
        <source>%1[*] — dlrig</source>
        <translation>%1[*] — dlrig</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="118" />
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="121" />
        <source>Cannot open the build</source>
        <translation>无法打开配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="141" />
        <source> The cheapest build that meets it costs %1.</source>
        <translation>满足需求的最便宜配置为 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="143" />
        <source>No build fits the budget</source>
        <translation>预算内没有合适的配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="144" />
        <source>No compatible build in the catalog meets this workload within %1.%2</source>
        <translation>目录中没有在 %1 以内满足此工作负载的兼容配置。%2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="156" />
        <source>Recommended from %1 candidate builds</source>
        <translation>从 %1 个候选配置中推荐</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="159" />
        <source>Cannot make the build</source>
        <translation>无法生成配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="169" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="172" />
        <source>Cannot save the build</source>
        <translation>无法保存配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="184" />
        <source>Save build</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="185" />
        <source>dlrig builds (*.dlrig)</source>
        <translation>dlrig 配置 (*.dlrig)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="198" />
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="199" />
        <source>“%1” has unsaved changes. Save them?</source>
        <translation>“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="219" />
        <source>Open build</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="72" />
        <location filename="../../ui/mainwindowdocument.cpp" line="220" />
        <source>dlrig builds (*.dlrig);;All files (*)</source>
        <translation>dlrig 配置 (*.dlrig);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="240" />
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="262" />
        <source>Costs and use</source>
        <translation>成本与使用</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="85" />
        <location filename="../../ui/mainwindowdocument.cpp" line="283" />
        <source>Select a part in the Catalog tab first</source>
        <translation>请先在“目录”页选择部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="288" />
        <source>Added %1 to the build</source>
        <translation>已将 %1 加入配置</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::NewBuildDialog</name>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="31" />
        <source>New build</source>
        <translation>新建配置</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="43" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="44" />
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="45" />
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="51" />
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="52" />
        <source>Budget amount</source>
        <translation>预算金额</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="53" />
        <source>Budget currency</source>
        <translation>预算币种</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="60" />
        <source>&amp;Scenario:</source>
        <translation>场景(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="62" />
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="66" />
        <source>&amp;Task, precision:</source>
        <translation>任务、精度(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="73" />
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="77" />
        <source>&amp;Recommend a build</source>
        <translation>推荐配置(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/newbuilddialog.cpp" line="160" />
        <source>Needs about %1 of GPU memory per GPU (weights %2).</source>
        <translation>每块 GPU 约需 %1 显存（权重 %2）。</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::SettingsDialog</name>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="33" />
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="34" />
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="34" />
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="34" />
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="34" />
        <source>Why this default</source>
        <translation>默认值的依据</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="38" />
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../ui/settingsdialog.cpp" line="77" />
        <source>What the analysis assumes where it cannot derive a number. The benchmark tab will measure some of them on your machine.</source>
        <translation>分析在无法推导出数值时所采用的假设。基准测试页将在您的机器上实测其中一部分。</translation>
    </message>
</context>
</TS>