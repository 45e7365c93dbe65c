"""Rules reference timings: cold load of every topic, rendering, search (run with -s)."""

from __future__ import annotations

import time

from desktop.reference import Language, RulesReference


def test_bench_reference_load_render_search() -> None:
    start = time.perf_counter()
    ref = RulesReference()
    topics = list(ref.all_topics())
    loaded = time.perf_counter()
    for topic in topics:
        topic.text()
        topic.html()
    rendered = time.perf_counter()
    first = ref.search("стойкость")
    indexed = time.perf_counter()
    for query in ("Toughness", "бросок последствий", "Fire Group", "спасбросок за укрытие",
                  "AP", "оглушен", "injury roll", "BS"):
        ref.search(query)
    searched = time.perf_counter()
    print(f"\nreference: {len(topics)} topics parsed in {(loaded - start) * 1000:.1f} ms; "
          f"text+html of all in {(rendered - loaded) * 1000:.1f} ms; "
          f"first search (builds index) {(indexed - rendered) * 1000:.1f} ms; "
          f"8 more searches {(searched - indexed) * 1000:.1f} ms")
    assert first and {h.lang for h in first} == {Language.RU}
