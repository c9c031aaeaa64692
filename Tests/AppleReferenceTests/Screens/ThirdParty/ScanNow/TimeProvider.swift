// WezSieTato/ScanNow App/Sources/ScanNowCore/result/share/TimeProvider.swift
// at 64b92a24cf7ade6c7b6fd516ffe372da971526c6, MIT (Tests/AppleReferenceTests/Licences/WezSieTato-ScanNow.txt):
// verbatim except its imports (Foundation: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation

// sourcery: AutoMockable
protocol TimeProvider {
    func now() -> Date
}

final class FoundationTimeProvider: TimeProvider {
    func now() -> Date {
        Date()
    }
}
