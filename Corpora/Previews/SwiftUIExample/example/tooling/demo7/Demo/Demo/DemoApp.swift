//
//  DemoApp.swift
//  Demo
//
//  Created by 王楚江 on 2021/10/19.
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
