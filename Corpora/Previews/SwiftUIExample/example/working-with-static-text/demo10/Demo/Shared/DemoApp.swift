//
//  DemoApp.swift
//  Shared
//
//  Created by 王楚江 on 2022/3/9.
//

import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
