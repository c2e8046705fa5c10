"""Calibration of the meaning floors for all-MiniLM-L6-v2 (cosine similarity).

Prints the similarity of paraphrased questions to the passage that answers them and of
unrelated questions to every passage. The retrieval floor (MEMORYMESH_MEANING_FLOOR,
0.25) sits above the unrelated maximum (0.18 here); the answer floor for
grounded_by_meaning (floor + 0.10 = 0.35) sits below most paraphrases (0.41–0.60), so a
weak paraphrase (0.31) is returned but judged only `related`.
"""

import argparse

import numpy

from bench.in_process import local_embedding_model, setup_django

PASSAGES = [
    "Priya Raman joined Acme in 2024 as head of robotics.",
    "I went to the pottery class last weekend and made a bowl.",
    "My dog Max loves running on the beach in the morning.",
    "We adopted two kittens from the shelter in March.",
    "The quarterly budget review moved to Thursday afternoon.",
]
PARAPHRASES = [  # (question, index of the passage that answers it)
    ("Who leads the robotics group?", 0),
    ("Who is in charge of the robot engineers?", 0),
    ("What did she make in her ceramics lesson?", 1),
    ("When did they get cats?", 3),
    ("Which pet likes the seaside?", 2),
    ("When is the meeting about finances?", 4),
]
UNRELATED = [
    "What is the boiling point of mercury?",
    "What is the capital of France?",
    "Tell me about the weather",
    "How many moons does Jupiter have?",
]


def main() -> None:
    argparse.ArgumentParser(
        prog="python -m bench.bench_calibrate_meaning", description=__doc__.splitlines()[0]
    ).parse_args()  # --help

    setup_django()
    model = local_embedding_model()
    passages = numpy.array(model.embed(PASSAGES))
    paraphrase_scores = []
    for question, answer in PARAPHRASES:
        score = float(numpy.array(model.embed([question])[0]) @ passages[answer])
        paraphrase_scores.append(score)
        print(f"paraphrase  {score:5.2f}  {question}")
    unrelated_scores = []
    for question in UNRELATED:
        score = float((numpy.array(model.embed([question])[0]) @ passages.T).max())
        unrelated_scores.append(score)
        print(f"unrelated   {score:5.2f}  {question} (best passage)")
    print(
        f"paraphrase min {min(paraphrase_scores):.2f}  unrelated max {max(unrelated_scores):.2f}  "
        f"margin {min(paraphrase_scores) - max(unrelated_scores):.2f}"
    )


if __name__ == "__main__":
    main()
