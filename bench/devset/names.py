"""First names: for the two speakers of each conversation, and for the people they talk about.

Side characters come as women's and men's names so that "my uncle" or "she" in a line
always agrees with the name that a storyline puts next to it.
"""

SPEAKERS = [
    "Maya", "Sam", "Priya", "Tomas", "Leila", "Owen", "Ines", "Jonah", "Ravi", "Hanna", "Marco", "Zoe",
    "Kwame", "Elif", "Nadia", "Felix", "Rosa", "Dmitri", "Aisha", "Callum", "Yuki", "Bruno", "Freya", "Tariq",
    "Lucia", "Anders", "Mei", "Gabriel", "Ottilie", "Kofi", "Sunita", "Henrik",
]

# The second held-out part ("heldout2") needs eight speakers and the held-out share of SPEAKERS has
# eight, six of them the first held-out part's: its own names, in a pool of their own so that adding
# them leaves every other part's choices unchanged. None of them is a side character's name.
SPEAKERS_HELDOUT2 = ["Bronwen", "Thiago", "Astrid", "Emeka", "Solveig", "Ignacio", "Rania", "Declan"]

# The second dev part ("dev2", written for adversarial questions): eight names of its own, in the same way.
SPEAKERS_DEV2 = ["Caspian", "Obinna", "Yara", "Benedikt", "Henrietta", "Lorcan", "Magnus", "Svea"]

WOMEN = [
    "Lena", "Tasha", "Greta", "Beatrice", "Noor", "Keiko", "Amara", "Lucy", "Imogen", "Valentina", "Saoirse",
    "Clara", "Ingrid", "Ayla", "Josie", "Harriet", "Paloma", "Esme", "Fiona", "Nia", "Petra", "Renata", "Tamsin",
    "Vera", "Ximena", "Zara", "Alma", "Carys", "Edith", "Gemma",
]

MEN = [
    "Marcus", "Diego", "Omar", "Ivan", "Pablo", "Rupert", "Stefan", "Farid", "Theo", "Hugo", "Rahul", "Mateo",
    "Desmond", "Victor", "Kenji", "Nikolai", "Reuben", "Bilal", "Lars", "Oscar", "Quentin", "Silas", "Umar",
    "Wes", "Yusuf", "Bastian", "Dario", "Florian", "Ambrose", "Idris",
]

PEOPLE = [name for pair in zip(WOMEN, MEN, strict=True) for name in pair]
