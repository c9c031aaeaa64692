// Checks that README.md's claims point at evidence that exists, so a claim cannot outlive its proof:
//  - every ✅ or 🟡 row of the support table names at least one test (a backticked suite, test or program
//    name found under Tests/, Compat/, Corpora/ or Benchmarks/, or a path to one); a ✅ row must name a test,
//    not only a page;
//  - every number in a performance table appears in the committed results file linked last before it;
//  - every relative link in README.md resolves to a file or folder.
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

// 3. Relative links.
for link in matches(#"\]\(([^)#]+)(?:#[^)]*)?\)"#, in: readme) where !link.contains("://") {
    if !FileManager.default.fileExists(atPath: root + "/" + link) {
        findings.append("link to a missing file: \(link)")
    }
}

if findings.isEmpty {
    print("README evidence: every support row names a test, every performance number is in its results file")
} else {
    for finding in findings {
        print("README evidence: \(finding)")
    }
    exit(1)
}
