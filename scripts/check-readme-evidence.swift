// Checks that README.md's claims point at evidence that exists, so a claim cannot outlive its proof:
//  - every ✅ or 🟡 row of the support table names at least one test (a backticked suite, test or program
//    name found under Tests/, Compat/, Corpora/ or Benchmarks/, or a path to one); a ✅ row must name a test,
//    not only a page;
//  - every number in a performance table appears in the committed results file linked last before it;
//  - every relative link in README.md, CONTRIBUTING.md and docs/ resolves to a file or folder;
//  - every count those pages state of things in the tree (recorded pairs, symbol names, corpus programs, committed
//    fuzz inputs, library products) is the tree's count;
//  - every folder of Sources/ and Compat/ is named in the diagrams of docs/architecture.md (as `Name/`, or as its
//    path), so the map of the code cannot fall behind the code.
// Run from the package root: `swift scripts/check-readme-evidence.swift` (exit status 1 on any finding).
import Foundation

let root = FileManager.default.currentDirectoryPath
let readme = (try? String(contentsOfFile: root + "/README.md", encoding: .utf8)) ?? ""
var findings: [String] = []

/// The lines of the section whose heading starts with `title`, up to the next `## ` heading.
func section(_ title: String) -> [String] {
    let lines = readme.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("## " + title) }) else {
        findings.append("README has no section '\(title)'")
        return []
    }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex(where: { $0.hasPrefix("## ") }) ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
}

func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
        let group = match.numberOfRanges > 1 ? match.range(at: 1) : match.range
        return Range(group, in: text).map { String(text[$0]) }
    }
}

/// Every Swift file and folder name under the evidence roots, read once.
let evidenceRoots = ["Tests", "Compat", "Corpora", "Benchmarks"]
var swiftSources: [String] = []
var evidenceNames: Set<String> = []
for top in evidenceRoots {
    let enumerator = FileManager.default.enumerator(atPath: root + "/" + top)
    while let relative = enumerator?.nextObject() as? String {
        if relative.contains(".build") { continue }
        let name = (relative as NSString).lastPathComponent
        evidenceNames.insert((name as NSString).deletingPathExtension)
        if relative.hasSuffix(".swift"),
            let text = try? String(contentsOfFile: root + "/" + top + "/" + relative, encoding: .utf8) {
            swiftSources.append(text)
        }
    }
}
let declaredNames: Set<String> = Set(
    swiftSources.flatMap { matches(#"(?:struct|class|enum|func)\s+([A-Za-z_][A-Za-z0-9_]*)"#, in: $0) })

func isTestEvidence(_ token: String) -> Bool {
    let name = token.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    if name.contains("/") {
        return FileManager.default.fileExists(atPath: root + "/" + name)
    }
    guard name.first?.isUppercase == true else { return false }
    return name.hasSuffix("Tests") && declaredNames.contains(name)
        || evidenceNames.contains(name) && (declaredNames.contains(name) || name.contains("Corpus"))
}

// 1. The support table.
for row in section("Support at a glance") where row.hasPrefix("|") {
    let cells = row.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    guard cells.count > 3 else { continue }
    let status = cells[2]
    guard status.contains("✅") || status.contains("🟡") else { continue }
    let tokens = matches(#"`([^`]+)`"#, in: row)
    let evidence = tokens.filter(isTestEvidence)
    if evidence.isEmpty {
        let area = cells[1].prefix(70)
        findings.append("support row names no test that exists: \(area)…")
    }
}

// 2. The performance tables, each against the committed results file linked last before it.
var resultsPath: String?
var checkedRows = 0
for row in section("Performance") {
    if !row.hasPrefix("|") {
        if let link = matches(#"\((Benchmarks/[^)]+\.md)\)"#, in: row).last { resultsPath = link }
        continue
    }
    let cells = row.split(separator: "|").map(String.init)
    guard !row.hasPrefix("|---"), cells.count >= 2, !cells[0].contains("Workload") else { continue }
    guard let path = resultsPath,
        let results = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
        findings.append("performance row '\(cells[0].prefix(40))' follows no readable committed results file")
        continue
    }
    checkedRows += 1
    for cell in cells.dropFirst() {
        for number in matches(#"(\d+(?:[.,]\d+)?)"#, in: cell) {
            let plain = number.replacingOccurrences(of: ",", with: "")
            if !results.contains(plain) && !results.contains(number) {
                findings.append("performance number \(number) (row '\(cells[0].prefix(40))') is not in \(path)")
            }
        }
    }
}
if checkedRows == 0 {
    findings.append("the performance section has no table rows to check")
}

// 3. Relative links, in README.md and in every page of docs/ (relative to the page's folder).
let pages = ["README.md", "CONTRIBUTING.md"]
    + ((try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
var pageTexts: [String: String] = [:]
for page in pages {
    guard let text = try? String(contentsOfFile: root + "/" + page, encoding: .utf8) else { continue }
    pageTexts[page] = text
    let folder = (page as NSString).deletingLastPathComponent
    // Links written as code (`[link](url)` in a Markdown example) are not links.
    let prose = text.replacingOccurrences(of: #"``.*?``|`[^`\n]*`"#, with: "", options: .regularExpression)
    for link in matches(#"\]\(([^)#]+)(?:#[^)]*)?\)"#, in: prose) where !link.contains("://") {
        let path = folder.isEmpty ? link : folder + "/" + link
        if !FileManager.default.fileExists(atPath: root + "/" + path) {
            findings.append("\(page) links to a missing file: \(link)")
        }
    }
}

// 4. Counts stated in README.md, CONTRIBUTING.md and docs/ against the tree, so a count cannot go stale.
func programFolders(_ folder: String) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
    return names.filter { FileManager.default.fileExists(atPath: root + "/" + folder + "/" + $0 + "/main.swift") }.count
}
func filesBelow(_ folder: String) -> Int {
    var count = 0
    let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
    while let relative = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root + "/" + folder + "/" + relative, isDirectory: &isFolder),
            !isFolder.boolValue { count += 1 }
    }
    return count
}
func applePairs() -> Int {
    guard let data = FileManager.default.contents(atPath: root + "/Tests/AppleReferenceTests/manifest.json"),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let pairs = object["pairs"] as? [Any] else { return -1 }
    return pairs.count
}
func symbolNames() -> Int {
    // The table's lines: name, icon, hexadecimal code point.
    let path = root + "/Sources/Darkroom/Symbols/SymbolCatalogTable.swift"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return -1 }
    return matches(#"(?m)^ {8}\S+ +\S+ +[0-9A-F]+$"#, in: text).count
}
func libraryProducts() -> Int {
    let text = (try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)) ?? ""
    return matches(#"\.library\(name:"#, in: text).count
}
/// A stated count: the phrase that carries it (its first group is the number) and how to count it in the tree.
let countRules: [(what: String, pattern: String, actual: () -> Int)] = [
    ("Apple-recorded pairs", #"(\d+) (?:views whose PNGs|views with PNGs|pairs recorded|Apple-recorded pairs)"#,
        applePairs),
    ("Apple-recorded pairs", #"Measure \((\d+) pairs\)"#, applePairs),
    ("symbol names", #"(\d+) (?:SF Symbol )?names (?:as vector outlines|from Material Design|drawn)"#, symbolNames),
    ("public-code programs", #"(\d+) programs (?:built from|from) public"#, { programFolders("Corpora/PublicCode") }),
    ("drop-in example programs", #"(\d+) small programs"#, { programFolders("Corpora/DropIn") }),
    ("committed fuzz inputs", #"(\d+) committed inputs"#, { filesBelow("Fuzz/Corpus") }),
    ("library products", #"(\d+|two|three|four|five|six) librar(?:y products|ies) and a (?:CLI|command)"#,
        libraryProducts),
]
let words = ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6]
var checkedCounts = 0
for page in pages {
    guard let text = pageTexts[page] else { continue }
    for rule in countRules {
        for stated in matches(rule.pattern, in: text) {
            checkedCounts += 1
            let value = Int(stated.replacingOccurrences(of: ",", with: "")) ?? words[stated] ?? -1
            let actual = rule.actual()
            if value != actual {
                findings.append("\(page) says \(stated) \(rule.what); the tree has \(actual)")
            }
        }
    }
}

// 5. Every source folder on the architecture page's map.
let architecture = (try? String(contentsOfFile: root + "/docs/architecture.md", encoding: .utf8)) ?? ""
var mappedFolders = 0
for top in ["Sources", "Compat"] {
    let enumerator = FileManager.default.enumerator(atPath: root + "/" + top)
    while let relative = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root + "/" + top + "/" + relative, isDirectory: &isFolder),
            isFolder.boolValue, !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
        else { continue }
        let name = String(relative.split(separator: "/").last!)
        let path = top + "/" + relative
        // A module folder is named by its path; a folder inside one by `Name/` (or its path).
        let named = architecture.contains(path) || (relative.contains("/") && architecture.contains(name + "/"))
            || (!relative.contains("/") && architecture.contains(top + "/" + name))
        if named { mappedFolders += 1 } else { findings.append("docs/architecture.md does not name the folder \(path)") }
    }
}

if findings.isEmpty {
    print("README evidence: every support row names a test, every performance number is in its results file, "
        + "every link resolves, \(checkedCounts) stated counts match the tree, "
        + "\(mappedFolders) source folders are on the architecture page")
} else {
    for finding in findings {
        print("README evidence: \(finding)")
    }
    exit(1)
}
